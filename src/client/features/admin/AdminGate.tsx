import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import { useAuth } from "../auth/useAuth";

/**
 * The admin screens are for administrators: visitors get a login button (spec §2 "Admin dashboard A"),
 * members the spec's 'Zugriff verweigert' with the screen's own text. The server refuses them anyway.
 */
export function AdminGate({
  title,
  deniedText,
  editorial = false,
  children,
}: {
  title: string;
  deniedText: string;
  /** The newsroom's screens (issue 21) open to editors too. */
  editorial?: boolean;
  children: ReactNode;
}) {
  const { user, isLoading } = useAuth();
  const { municipality } = useSite();
  const [location] = useLocation();
  const search = useSearch();
  const meta = <PageMeta title={`${title} – Dorfportal ${municipality}`} description={title} noindex />;

  if (isLoading) {
    return (
      <section aria-busy="true" aria-label="Inhalt wird geladen" className="space-y-4">
        {meta}
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-40 w-full" />
      </section>
    );
  }
  if (!user) {
    const returnTo = `${location}${search ? `?${search}` : ""}`;
    return (
      <Notice heading="Anmeldung erforderlich" text="Bitte melden Sie sich als Administrator an." meta={meta}>
        <Link
          href={`/login?returnTo=${encodeURIComponent(returnTo)}`}
          className={buttonClass("primary", "mt-6")}
        >
          Anmelden
        </Link>
      </Notice>
    );
  }
  if (!user.isAdmin && !(editorial && user.role === "editor")) {
    return (
      <Notice heading="Zugriff verweigert" text={deniedText} meta={meta}>
        <Link href="/" className={buttonClass("secondary", "mt-6")}>
          Zurück zur Startseite
        </Link>
      </Notice>
    );
  }
  return (
    <>
      {meta}
      {children}
    </>
  );
}

function Notice({
  heading,
  text,
  meta,
  children,
}: {
  heading: string;
  text: string;
  meta: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      {meta}
      <Card className="w-full max-w-md p-6 text-center">
        <ShieldAlert className="mx-auto h-10 w-10 text-red-700" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold text-stone-900">{heading}</h1>
        <p className="mt-2 text-stone-700">{text}</p>
        {children}
      </Card>
    </div>
  );
}
