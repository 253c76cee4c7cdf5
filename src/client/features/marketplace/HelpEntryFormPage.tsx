import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useSearch } from "wouter";
import type { HelpEntryKind } from "../../../shared/marketplace/basics";
import { HELP_ENTRY_MESSAGES } from "../../../shared/marketplace/basics";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { errorMessage } from "../../lib/api";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import { useAuth } from "../auth/useAuth";
import { HelpEntryForm, type HelpEntryFormVariant } from "./HelpEntryForm";
import { entryIdParam, helpEntryQuery } from "./queries";
import { SignInRequired } from "./SignInRequired";
import { useCreateHelpEntry, useUpdateHelpEntry } from "./useHelpEntryMutations";

interface FormPageText {
  title: string;
  intro: string;
}

const TEXTS: Record<HelpEntryKind, { create: FormPageText; edit: FormPageText }> = {
  offer: {
    create: { title: "Angebot erstellen", intro: "Bieten Sie Ihren Nachbarn Hilfe, Dienste oder Geräte an." },
    edit: { title: "Angebot bearbeiten", intro: "Ändern Sie Ihr Angebot im Marktplatz." },
  },
  request: {
    create: { title: "Gesuch erstellen", intro: "Suchen Sie Hilfe, einen Freizeitpartner oder ein Gerät." },
    edit: { title: "Gesuch bearbeiten", intro: "Ändern Sie Ihr Gesuch im Marktplatz." },
  },
};

function FormPageFrame({ text, children }: { text: FormPageText; children: React.ReactNode }) {
  const { municipality } = useSite();
  return (
    <section className="mx-auto max-w-2xl">
      <PageMeta
        title={`${text.title} – Marktplatz ${municipality}`}
        description={`${text.intro} Marktplatz ${municipality}.`}
        noindex
      />
      <Link href="/marktplatz" className="text-sm text-red-800 underline">
        Zurück zum Marktplatz
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-stone-900">{text.title}</h1>
      <p className="mt-2 text-stone-700">{text.intro}</p>
      {children}
    </section>
  );
}

/** /marktplatz/anbieten, /marktplatz/anbieten-old and /marktplatz/suchen: a new entry. */
export function CreateHelpEntryPage({ variant }: { variant: Exclude<HelpEntryFormVariant, "edit"> }) {
  const kind: HelpEntryKind = variant === "request" ? "request" : "offer";
  const { user, isLoading } = useAuth();
  const [location, navigate] = useLocation();
  const create = useCreateHelpEntry({
    failure: kind === "offer" ? HELP_ENTRY_MESSAGES.offerFailed : HELP_ENTRY_MESSAGES.requestFailed,
    detailedFailure: variant === "offer",
    onSuccess: (entry) => navigate(`/marktplatz?entry=${entry.id}`),
  });
  return (
    <FormPageFrame text={TEXTS[kind].create}>
      {isLoading ? (
        <Skeleton className="mt-6 h-96" />
      ) : !user ? (
        <SignInRequired returnTo={location} text="Melden Sie sich an, um einen Eintrag zu erstellen." />
      ) : (
        <Card className="mt-6 p-4 sm:p-6">
          <HelpEntryForm
            variant={variant}
            kind={kind}
            user={user}
            pending={create.isPending}
            submitLabel={kind === "offer" ? "Angebot veröffentlichen" : "Gesuch veröffentlichen"}
            onSubmit={(values) => create.mutate({ ...values, kind })}
          />
        </Card>
      )}
    </FormPageFrame>
  );
}

/**
 * /nachbarschaftshilfe-anbieten?edit={id} and /nachbarschaftshilfe-suchen?edit={id}: the owner or an admin
 * edits the entry; without ?edit= the address is the older form for a new entry.
 */
export function EditHelpEntryPage({ kind }: { kind: HelpEntryKind }) {
  const id = entryIdParam(new URLSearchParams(useSearch()).get("edit"));
  if (id === null) return <CreateHelpEntryPage variant={kind === "request" ? "request" : "offer-old"} />;
  return <EditHelpEntry id={id} kind={kind} />;
}

function EditHelpEntry({ id, kind }: { id: number; kind: HelpEntryKind }) {
  const { user, isLoading: userLoading } = useAuth();
  const [, navigate] = useLocation();
  const search = useSearch();
  const entry = useQuery({ ...helpEntryQuery(id), enabled: Boolean(user) });
  const update = useUpdateHelpEntry({ onSuccess: () => navigate("/dashboard") });
  const text = TEXTS[kind].edit;
  const here = `${kind === "request" ? "/nachbarschaftshilfe-suchen" : "/nachbarschaftshilfe-anbieten"}?${search}`;

  let body: React.ReactNode;
  if (userLoading || (user && entry.isLoading)) body = <Skeleton className="mt-6 h-96" />;
  else if (!user)
    body = <SignInRequired returnTo={here} text="Melden Sie sich an, um Ihren Eintrag zu bearbeiten." />;
  else if (entry.error || !entry.data)
    body = (
      <p role="alert" className="mt-6 text-red-800">
        {errorMessage(entry.error) ?? "Eintrag nicht gefunden"}
      </p>
    );
  else if (entry.data.ownerUserId !== user.id && !user.isAdmin)
    body = (
      <Card className="mt-6 p-6" role="alert">
        <h2 className="text-xl font-semibold">Zugriff verweigert</h2>
        <p className="mt-2 text-stone-700">Sie können nur Ihre eigenen Einträge bearbeiten.</p>
      </Card>
    );
  else
    body = (
      <Card className="mt-6 p-4 sm:p-6">
        <HelpEntryForm
          variant="edit"
          kind={entry.data.kind}
          user={user}
          entry={entry.data}
          pending={update.isPending}
          submitLabel="Änderungen speichern"
          onSubmit={(values) => update.mutate({ id, values })}
          onCancel={() => navigate("/dashboard")}
        />
      </Card>
    );
  return <FormPageFrame text={text}>{body}</FormPageFrame>;
}

export const OfferPage = () => <CreateHelpEntryPage variant="offer" />;
export const OldOfferPage = () => <CreateHelpEntryPage variant="offer-old" />;
export const RequestPage = () => <CreateHelpEntryPage variant="request" />;
export const EditOfferPage = () => <EditHelpEntryPage kind="offer" />;
export const EditRequestPage = () => <EditHelpEntryPage kind="request" />;
