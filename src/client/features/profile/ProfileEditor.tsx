import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { AuthUser } from "../../../shared/auth/basics";
import {
  PROFILE_MESSAGES,
  type ProfileInput,
  type ProfileValues,
  profileSchema,
} from "../../../shared/profile/profile";
import { failureToast } from "../../components/ui/failure-toast";
import { FieldError } from "../../components/ui/field";
import { FormInputField } from "../../components/ui/form-input-field";
import { SaveCancelButtons } from "../../components/ui/save-cancel-buttons";
import { toast } from "../../components/ui/use-toast";
import { apiRequest } from "../../lib/api";
import { authUserQuery } from "../../lib/queries";
import { FormImageUpload } from "../uploads/FormImageUpload";

/** The member changes their first and last name and their picture (PATCH /api/profile). */
export function ProfileEditor({ user, onDone }: { user: AuthUser; onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      firstName: user.firstName ?? "",
      lastName: user.lastName ?? "",
      profileImageUrl: user.profileImageUrl ?? "",
    },
  });
  const save = useMutation({
    mutationFn: async (values: ProfileValues) =>
      (await (await apiRequest("PATCH", "/api/profile", values)).json()) as AuthUser,
    onSuccess: (updated) => {
      queryClient.setQueryData(authUserQuery.queryKey, updated);
      toast({ title: PROFILE_MESSAGES.saved });
      onDone();
    },
    onError: (error) => failureToast(error, PROFILE_MESSAGES.failed),
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="mt-4 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInputField form={form} name="firstName" label="Vorname" autoComplete="given-name" />
        <FormInputField form={form} name="lastName" label="Nachname" autoComplete="family-name" />
      </div>
      <FormImageUpload control={form.control} name="profileImageUrl" label="Profilbild" />
      <FieldError id={`${id}-image-error`} message={errors.profileImageUrl?.message} />
      <SaveCancelButtons
        saving={save.isPending}
        label="Profil speichern"
        savingLabel="Wird gespeichert..."
        onCancel={onDone}
      />
    </form>
  );
}
