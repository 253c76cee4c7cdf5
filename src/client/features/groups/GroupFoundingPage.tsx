import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "wouter";
import type { z } from "zod";
import { paths } from "../../../shared/common/paths";
import { type GroupFounding, groupFoundingSchema } from "../../../shared/groups/groups";
import { Button, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FormInputField } from "../../components/ui/form-input-field";
import { Skeleton } from "../../components/ui/skeleton";
import { apiRequest } from "../../lib/api";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import { useAuth } from "../auth/useAuth";
import { SignInRequired } from "../marketplace/SignInRequired";
import { GroupBasicFields } from "./GroupFormFields";
import { actionFailure } from "./useGroupAction";

type FoundingInput = z.input<typeof groupFoundingSchema>;

function FoundingForm({ onFounded }: { onFounded: (group: { slug: string; name: string }) => void }) {
  const form = useForm<FoundingInput, unknown, GroupFounding>({
    resolver: zodResolver(groupFoundingSchema),
    defaultValues: { name: "", kind: "verein", visibility: "open", description: "" },
  });
  const found = useMutation({
    mutationFn: async (values: GroupFounding) =>
      (await (await apiRequest("POST", "/api/groups", values)).json()) as { slug: string },
    onSuccess: (answer, values) => onFounded({ slug: answer.slug, name: values.name }),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => found.mutate(values))} className="space-y-5">
      <FormInputField form={form} name="name" label="Name der Gruppe" required maxLength={80} />
      <GroupBasicFields form={form} />
      {found.error ? (
        <p role="alert" className="text-sm text-red-800">
          {actionFailure(found.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={found.isPending}>
        {found.isPending ? "Wird gesendet..." : "Gruppe zur Prüfung senden"}
      </Button>
    </form>
  );
}

/** /gruppen/neu: a member asks to found a group; the editorial team approves it before it is listed. */
export function GroupFoundingPage() {
  const { municipality } = useSite();
  const { user, isLoading } = useAuth();
  const [location] = useLocation();
  const [founded, setFounded] = useState<{ slug: string; name: string } | null>(null);
  let body: ReactNode;
  if (founded) {
    body = (
      <Card className="mt-6 p-6" role="status">
        <h2 className="text-xl font-semibold text-stone-900">
          Danke! Ihre Gruppe wird von der Redaktion geprüft.
        </h2>
        <p className="mt-2 text-stone-700">
          {`Sobald die Redaktion «${founded.name}» freigegeben hat, steht die Gruppe im Verzeichnis. Bis dahin sehen nur Sie die Seite der Gruppe und können das Profil schon ergänzen.`}
        </p>
        <Link href={paths.group(founded.slug)} className={buttonClass("primary", "mt-4")}>
          Zur Seite der Gruppe
        </Link>
      </Card>
    );
  } else if (isLoading) body = <Skeleton className="mt-6 h-96" />;
  else if (!user)
    body = <SignInRequired returnTo={location} text="Melden Sie sich an, um eine Gruppe zu gründen." />;
  else
    body = (
      <Card className="mt-6 p-4 sm:p-6">
        <FoundingForm onFounded={setFounded} />
      </Card>
    );
  return (
    <section className="mx-auto max-w-2xl">
      <PageMeta
        title={`Gruppe gründen – Dorfportal ${municipality}`}
        description={`Gründen Sie einen Verein, eine Quartier- oder Interessengruppe im Dorfportal ${municipality}.`}
        noindex
      />
      <Link href="/gruppen" className="text-sm text-red-800 underline">
        Zurück zu den Gruppen
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-stone-900">Gruppe gründen</h1>
      <p className="mt-2 text-stone-700">
        Ein Verein, eine Elterngruppe, das Quartier oder ein gemeinsames Hobby: Hier bekommt Ihre Gruppe eine
        eigene Seite. Die Redaktion prüft jede neue Gruppe, bevor sie im Verzeichnis erscheint.
      </p>
      {body}
    </section>
  );
}
