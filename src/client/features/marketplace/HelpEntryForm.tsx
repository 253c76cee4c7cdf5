import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { AuthUser } from "../../../shared/auth/basics";
import { HELP_ENTRY_STATUSES } from "../../../shared/common/constants";
import { formTexts } from "../../../shared/common/form-texts";
import {
  CONTACT_REQUIRED,
  HELP_ENTRY_MESSAGES,
  type HelpEntry,
  type HelpEntryKind,
  OFFER_FORM_IMAGE_TYPES,
  OFFER_FORM_IMAGES_MAX,
  PROFILE_STATUS_LABELS,
} from "../../../shared/marketplace/basics";
import {
  type HelpEntryInput,
  type HelpEntryValues,
  helpEntryContactFormSchema,
  helpEntrySchema,
} from "../../../shared/marketplace/marketplace";
import { Button } from "../../components/ui/button";
import { Field, FieldError, Input, Textarea } from "../../components/ui/field";
import { FormInputField } from "../../components/ui/form-input-field";
import { FormSelectField } from "../../components/ui/form-select-field";
import { LabelledOptions } from "../../components/ui/labelled-options";
import { toast } from "../../components/ui/use-toast";
import { FormImageUpload } from "../uploads/FormImageUpload";
import { CategoryOptions } from "./CategoryOptions";
import { MultiImageUploader } from "./MultiImageUploader";

/** Says to whom the contact details of an entry are shown (docs/decisions.md "Marketplace"). */
const CONTACT_VISIBILITY = "E-Mail und Telefon sind sichtbar für bestätigte Mitglieder, nicht für Besucher.";

/**
 * Which form this is (spec §2): the simple new offer form (one PNG/JPEG picture, contact optional),
 * the older offer form and the request form (e-mail or phone required), or an edit of either.
 */
export type HelpEntryFormVariant = "offer" | "offer-old" | "request" | "edit";

function defaultsFor(kind: HelpEntryKind, user: AuthUser, entry?: HelpEntry): HelpEntryInput {
  if (entry) {
    return {
      kind: entry.kind,
      category: entry.category,
      title: entry.title,
      description: entry.description,
      name: entry.name,
      ...formTexts(entry, ["contactEmail", "contactPhone", "price", "imageUrl"]),
      status: entry.status,
      images: entry.images,
    };
  }
  // Spec §2: the name defaults to the member's first name (or 'Anonym'), the e-mail to theirs.
  return {
    kind,
    category: "household_garden",
    title: "",
    description: "",
    name: user.firstName || "Anonym",
    contactEmail: user.email,
    contactPhone: "",
    status: "open",
    price: "",
    imageUrl: "",
    images: [],
  };
}

/** The marketplace's one entry form, in the shape of its variant. */
export function HelpEntryForm({
  variant,
  kind,
  user,
  entry,
  pending,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  variant: HelpEntryFormVariant;
  kind: HelpEntryKind;
  user: AuthUser;
  entry?: HelpEntry;
  pending: boolean;
  submitLabel: string;
  onSubmit: (values: HelpEntryValues) => void;
  onCancel?: () => void;
}) {
  const simple = variant === "offer";
  // An edit keeps the server's rule (requests need a contact); the older forms always ask for one.
  const contactRequired =
    variant === "offer-old" || variant === "request" || (variant === "edit" && kind === "request");
  const form = useForm<HelpEntryInput, unknown, HelpEntryValues>({
    resolver: zodResolver(contactRequired ? helpEntryContactFormSchema : helpEntrySchema),
    defaultValues: defaultsFor(kind, user, entry),
  });
  const { errors } = form.formState;
  // The simple offer form asks whether to show e-mail and phone at all: messaging is the default way.
  const [showContact, setShowContact] = useState(!simple);
  const contactToggle = useId();
  const submit = (values: HelpEntryValues) =>
    onSubmit(simple && !showContact ? { ...values, contactEmail: null, contactPhone: null } : values);

  function invalid() {
    // Spec §8: the older forms name what is missing in a toast as well as beside the fields.
    if (!simple)
      toast({
        title: HELP_ENTRY_MESSAGES.missingTitle,
        description: HELP_ENTRY_MESSAGES.missingDescription,
        variant: "destructive",
      });
  }

  return (
    <form
      // The simple form lets the browser require title, description and category (spec §2).
      noValidate={!simple}
      onSubmit={form.handleSubmit(submit, invalid)}
      className="space-y-4"
    >
      <Field label="Titel" required error={errors.title}>
        {(props) => <Input {...props} required maxLength={120} {...form.register("title")} />}
      </Field>
      <Field label="Beschreibung" required error={errors.description}>
        {(props) => (
          <Textarea {...props} required rows={5} maxLength={2000} {...form.register("description")} />
        )}
      </Field>
      {/* A category is always chosen (the form starts with one), so the browser has nothing to require;
          HTML would demand an empty first option for `required` here. Readers still hear "required". */}
      <FormSelectField form={form} name="category" label="Kategorie" required>
        <CategoryOptions />
      </FormSelectField>
      {variant === "edit" ? (
        <FormSelectField form={form} name="status" label="Status">
          <LabelledOptions values={HELP_ENTRY_STATUSES} labels={PROFILE_STATUS_LABELS} />
        </FormSelectField>
      ) : null}
      <FormInputField
        form={form}
        name="name"
        label="Name"
        required={variant === "request"}
        autoComplete="given-name"
        maxLength={80}
      />
      {simple ? (
        <div className="flex items-start gap-3">
          <input
            id={contactToggle}
            type="checkbox"
            className="mt-1 h-4 w-4 accent-red-700"
            checked={showContact}
            onChange={(event) => setShowContact(event.target.checked)}
            aria-describedby={`${contactToggle}-hint`}
          />
          <div>
            <label htmlFor={contactToggle} className="font-medium text-stone-900">
              E-Mail und Telefon im Inserat zeigen
            </label>
            <p id={`${contactToggle}-hint`} className="text-sm text-stone-600">
              {CONTACT_VISIBILITY} Ohne diese Angaben erreicht man Sie über Nachrichten im Portal.
            </p>
          </div>
        </div>
      ) : (
        <p className="text-sm text-stone-600">{CONTACT_VISIBILITY}</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2" hidden={!showContact}>
        <FormInputField
          form={form}
          name="contactEmail"
          label="E-Mail"
          hint={contactRequired ? CONTACT_REQUIRED : undefined}
          type="email"
          autoComplete="email"
        />
        <FormInputField
          form={form}
          name="contactPhone"
          label="Telefon"
          type="tel"
          autoComplete="tel"
          maxLength={40}
        />
      </div>
      <FormInputField
        form={form}
        name="price"
        label="Preis (CHF, optional)"
        maxLength={60}
        placeholder="z. B. 20 oder Gratis"
      />
      {simple ? (
        <Controller
          control={form.control}
          name="images"
          render={({ field }) => (
            <MultiImageUploader
              label="Bild (optional)"
              value={field.value ?? []}
              onChange={field.onChange}
              maxFiles={OFFER_FORM_IMAGES_MAX}
              acceptedTypes={OFFER_FORM_IMAGE_TYPES}
            />
          )}
        />
      ) : (
        <FormImageUpload
          control={form.control}
          name="imageUrl"
          label="Bild (optional)"
          endpoint="/api/help-images/upload"
        />
      )}
      {errors.images ? <FieldError id="images-error" message={errors.images.message} /> : null}
      {errors.imageUrl ? <FieldError id="image-url-error" message={errors.imageUrl.message} /> : null}
      <div className="flex flex-wrap gap-2 pt-2">
        <Button type="submit" disabled={pending}>
          {pending ? "Wird gespeichert..." : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Abbrechen
          </Button>
        ) : null}
      </div>
    </form>
  );
}
