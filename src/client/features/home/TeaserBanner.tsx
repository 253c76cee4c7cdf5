import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { useSite } from "../../lib/site";

export function TeaserBanner() {
  const { municipality } = useSite();
  return (
    <section
      aria-labelledby="teaser-heading"
      className="mb-8 overflow-hidden rounded-xl bg-gradient-to-r from-red-800 to-red-700 p-6 text-white sm:p-8"
    >
      <h2 id="teaser-heading" className="text-2xl font-bold sm:text-3xl">
        {`Marktplatz ${municipality}`}
      </h2>
      <p className="mt-2 max-w-2xl text-red-50">
        Bieten Sie Ihre Dienste an, finden Sie Freizeitpartner und tauschen Sie Gegenstände mit Ihren
        Nachbarn.
      </p>
      <Link
        href="/marktplatz"
        className="mt-4 inline-flex items-center gap-2 rounded-md bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
      >
        Jetzt entdecken
        <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
