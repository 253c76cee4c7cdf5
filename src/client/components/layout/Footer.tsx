import { Link } from "wouter";
import { useSite } from "../../lib/site";
import { SocialLinks } from "./SocialLinks";

export function Footer() {
  const { municipality } = useSite();
  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-700">
          © {new Date().getFullYear()} Dorfportal {municipality}. Alle Rechte vorbehalten.
        </p>
        <nav aria-label="Fusszeile" className="flex flex-wrap items-center gap-4 text-sm">
          <Link href="/kontakt" className="text-stone-800 underline hover:text-red-800">
            Kontakt/Redaktion
          </Link>
          <Link href="/abonnieren" className="text-stone-800 underline hover:text-red-800">
            E-Mail-Abo
          </Link>
          <Link href="/ueber-uns" className="text-stone-800 underline hover:text-red-800">
            Über uns
          </Link>
          <Link href="/impressum" className="text-stone-800 underline hover:text-red-800">
            Impressum
          </Link>
          <Link href="/datenschutz" className="text-stone-800 underline hover:text-red-800">
            Datenschutz
          </Link>
        </nav>
        <SocialLinks />
      </div>
    </footer>
  );
}
