import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, LogIn } from "lucide-react";
import { useMemo, useState } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { isoDay } from "../../../shared/common/dates";
import {
  type EventSubmission,
  type EventSubmissionInput,
  eventFormSchema,
} from "../../../shared/events/events";
import { Button, buttonClass } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent } from "../../components/ui/dialog";
import { Field, Input, Textarea } from "../../components/ui/field";
import { FormInputField } from "../../components/ui/form-input-field";
import { LoadingLine } from "../../components/ui/query-state";
import { useSite } from "../../lib/site";
import { loginHref, useAuth } from "../auth/useAuth";
import { FormImageUpload } from "../uploads/FormImageUpload";
import { todayIn } from "./calendar";
import { useSubmitEvent } from "./useSubmitEvent";

/** Spec §3: every field of the form starts empty. */
const emptyForm: EventSubmissionInput = {
  title: "",
  eventDate: "",
  startTime: "",
  endTime: "",
  location: "",
  description: "",
  organizer: "",
  contactEmail: "",
  contactPhone: "",
  imageUrl: "",
};

/** Spec §2 "Event submission dialog": signed-out notice, form, or confirmation. */
export function EventSubmissionDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { isAuthenticated, isLoading } = useAuth();
  const [location] = useLocation();
  const [submitted, setSubmitted] = useState(false);
  const { timeZone } = useSite();
  const schema = useMemo(() => eventFormSchema(timeZone), [timeZone]);
  const form = useForm<EventSubmissionInput, unknown, EventSubmission>({
    resolver: zodResolver(schema),
    defaultValues: emptyForm,
  });
  const submit = useSubmitEvent({ loginHref: loginHref(location), onSubmitted: () => setSubmitted(true) });

  function changeOpen(next: boolean) {
    // Closing after a submission starts the next one afresh (spec §4).
    if (!next && submitted) {
      form.reset(emptyForm);
      setSubmitted(false);
    }
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        title="Event einreichen"
        description={
          isAuthenticated && !submitted
            ? "Ihr Event wird nach der Prüfung durch die Redaktion veröffentlicht."
            : undefined
        }
      >
        {isLoading ? (
          <LoadingLine />
        ) : !isAuthenticated ? (
          <div className="space-y-4 text-center">
            <p>Sie müssen sich anmelden, um Events einzureichen</p>
            <a href={loginHref(location)} className={buttonClass("primary")}>
              <LogIn className="h-4 w-4" aria-hidden="true" />
              Anmelden
            </a>
          </div>
        ) : submitted ? (
          <div className="space-y-4 text-center">
            <CheckCircle2 className="mx-auto h-12 w-12 text-green-700" aria-hidden="true" />
            <p className="text-lg font-semibold" role="status">
              Event erfolgreich eingereicht!
            </p>
            <p className="text-stone-700">
              Ihr Event wird nach der Prüfung durch die Redaktion im Kalender erscheinen.
            </p>
            <Button onClick={() => changeOpen(false)}>Schliessen</Button>
          </div>
        ) : (
          <EventForm
            form={form}
            today={isoDay(todayIn(timeZone))}
            pending={submit.isPending}
            onSubmit={submit.mutate}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

export type EventFormApi = UseFormReturn<EventSubmissionInput, unknown, EventSubmission>;

function EventForm({
  form,
  today,
  pending,
  onSubmit,
}: {
  form: EventFormApi;
  today: string;
  pending: boolean;
  onSubmit: (event: EventSubmission) => void;
}) {
  return (
    <form noValidate onSubmit={form.handleSubmit((event) => onSubmit(event))} className="space-y-4">
      <EventFields form={form} minDate={today} />
      <div className="flex justify-end gap-3 pt-2">
        <DialogClose asChild>
          <Button variant="secondary">Abbrechen</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? "Wird eingereicht..." : "Event einreichen"}
        </Button>
      </div>
    </form>
  );
}

/** The event's fields, shared by the member's submission and the editorial team's form (issue 21). */
export function EventFields({ form, minDate }: { form: EventFormApi; minDate?: string }) {
  const { errors } = form.formState;
  return (
    <>
      <Field label="Titel" required error={errors.title}>
        {(props) => <Input {...props} required {...form.register("title")} />}
      </Field>
      <Field label="Datum" required error={errors.eventDate}>
        {(props) => <Input {...props} type="date" min={minDate} required {...form.register("eventDate")} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInputField form={form} name="startTime" label="Beginn" type="time" />
        <FormInputField form={form} name="endTime" label="Ende" type="time" />
      </div>
      <FormInputField form={form} name="location" label="Ort" />
      <Field label="Beschreibung" error={errors.description}>
        {(props) => <Textarea {...props} rows={3} {...form.register("description")} />}
      </Field>
      <FormInputField form={form} name="organizer" label="Veranstalter" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInputField
          form={form}
          name="contactEmail"
          label="Kontakt-E-Mail"
          type="email"
          autoComplete="email"
        />
        <FormInputField
          form={form}
          name="contactPhone"
          label="Kontakt-Telefon"
          type="tel"
          autoComplete="tel"
        />
      </div>
      <FormImageUpload
        control={form.control}
        name="imageUrl"
        label="Bild (optional)"
        errorId="event-image-error"
      />
    </>
  );
}
