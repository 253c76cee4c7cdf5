import { Link } from "wouter";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import type { PageProps } from "../../routes";

/** A route whose area is still being built says so plainly (until that area's issue lands). */
export function AreaNotice({ notice }: PageProps) {
  const { municipality } = useSite();
  const { title, area } = notice ?? { title: "Seite", area: "Seite" };
  return (
    <section className="mx-auto max-w-2xl py-12 text-center">
      <PageMeta
        title={`${title} – Dorfportal ${municipality}`}
        description={`${title} im Dorfportal ${municipality}.`}
        noindex
      />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-stone-700">
        Der Bereich «{area}» wird gerade aufgebaut und steht in Kürze zur Verfügung.
      </p>
      <Link href="/" className="mt-6 inline-block text-red-800 underline">
        Zurück zur Startseite
      </Link>
    </section>
  );
}
