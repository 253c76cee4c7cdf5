import { type LucideIcon, Mail, Newspaper, PenLine } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Card } from "../../components/ui/card";
import { useSite } from "../../lib/site";
import { StaticPage } from "./StaticPage";

/** One way of reaching the newsroom, under its heading with its icon. */
function ContactCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Icon className="h-5 w-5 text-red-700" aria-hidden="true" />
        {title}
      </h2>
      {children}
    </Card>
  );
}

export function ContactPage() {
  const { municipality, editorialEmail } = useSite();
  return (
    <StaticPage
      title="Kontakt und Redaktion"
      description={`So erreichen Sie die Redaktion des Dorfportals ${municipality}: Hinweise, Leserbriefe, Korrekturen und PR-Berichte.`}
    >
      <p className="mt-4 text-lg text-stone-700">
        Die Redaktion des Dorfportals {municipality} freut sich über Hinweise aus dem Dorf: Was ist los im
        Verein, in der Schule, im Gewerbe? Was sollte man wissen, was sollte man feiern?
      </p>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <ContactCard icon={Mail} title="Redaktion">
          <p className="mt-2 text-stone-700">
            E-Mail:{" "}
            <a href={`mailto:${editorialEmail}`} className="text-red-800 underline">
              {editorialEmail}
            </a>
          </p>
          <p className="mt-2 text-sm text-stone-700">Wir antworten in der Regel innert zwei Werktagen.</p>
        </ContactCard>
        <ContactCard icon={PenLine} title="Selbst schreiben">
          <p className="mt-2 text-stone-700">
            Leserbriefe und eigene Artikel reichen Sie über den{" "}
            <Link href="/lesereporter" className="text-red-800 underline">
              Lesereporter
            </Link>{" "}
            ein. Die Redaktion prüft jeden Beitrag vor der Veröffentlichung.
          </p>
        </ContactCard>
        <ContactCard icon={Newspaper} title="Unternehmen">
          <p className="mt-2 text-stone-700">
            Lokale Firmen stellen sich mit einem{" "}
            <Link href="/pr-service" className="text-red-800 underline">
              PR-Bericht
            </Link>{" "}
            vor: 14 Tage gratis nach der Freigabe, danach 10 CHF pro Monat.
          </p>
        </ContactCard>
        <Card className="p-5">
          <h2 className="text-lg font-semibold">Korrekturen und Datenschutz</h2>
          <p className="mt-2 text-stone-700">
            Haben wir etwas falsch berichtet, oder möchten Sie Auskunft über Ihre gespeicherten Daten?
            Schreiben Sie uns an die obige Adresse, wir kümmern uns umgehend darum.
          </p>
        </Card>
      </div>
    </StaticPage>
  );
}
