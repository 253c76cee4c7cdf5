import { Clock, Globe, type LucideIcon, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import {
  type Business,
  isOpenAt,
  mapLink,
  WEEKDAY_LABELS,
  weekdayOf,
} from "../../../shared/businesses/basics";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { dialHref } from "../../lib/dial-link";

const linkClass = "text-red-800 underline underline-offset-2 hover:text-red-900 break-words";

/** 'https://www.example.ch/angebot' → 'www.example.ch'. */
const hostOf = (website: string) => {
  try {
    return new URL(website).host;
  } catch {
    return website;
  }
};

/** One line of the card's details, behind its icon. */
function DetailLine({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <Icon className="mt-0.5 h-4 w-4 shrink-0 text-stone-500" aria-hidden="true" />
      {children}
    </li>
  );
}

export function BusinessCard({
  business,
  now,
  timeZone,
}: {
  business: Business;
  now: Date;
  timeZone: string;
}) {
  const open = isOpenAt(business.openingHours, now, timeZone);
  const weekday = weekdayOf(now, timeZone);
  const todaysHours = business.openingHours?.[weekday];
  return (
    <Card
      // An odd last card spans both columns, so the grid never ends with an empty cell.
      className="flex flex-col p-5 md:[&:last-child:nth-child(odd)]:col-span-2"
      data-testid="business-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-stone-900">{business.name}</h2>
          <p className="text-sm text-stone-700">{business.category}</p>
        </div>
        <Badge className={open ? "bg-emerald-100 text-emerald-900" : "bg-stone-200 text-stone-800"}>
          {open ? "Geöffnet" : "Geschlossen"}
        </Badge>
      </div>
      {business.description ? <p className="mt-3 text-stone-800">{business.description}</p> : null}
      <ul className="mt-4 space-y-1.5 text-sm text-stone-800">
        {business.address ? (
          <DetailLine icon={MapPin}>
            <span>{business.address}</span>
          </DetailLine>
        ) : null}
        {business.phone ? (
          <DetailLine icon={Phone}>
            <a href={dialHref(business.phone)} className={linkClass}>
              {business.phone}
            </a>
          </DetailLine>
        ) : null}
        {business.email ? (
          <DetailLine icon={Mail}>
            <a href={`mailto:${business.email}`} className={linkClass}>
              {business.email}
            </a>
          </DetailLine>
        ) : null}
        {business.website ? (
          <DetailLine icon={Globe}>
            <a
              href={business.website}
              className={linkClass}
              rel="noopener noreferrer external"
              target="_blank"
            >
              {hostOf(business.website)}
            </a>
          </DetailLine>
        ) : null}
        <DetailLine icon={Clock}>
          <span>
            Heute ({WEEKDAY_LABELS[weekday]}): {todaysHours ?? "keine Angaben"}
          </span>
        </DetailLine>
      </ul>
      {business.latitude !== null && business.longitude !== null ? (
        <a
          href={mapLink(business.latitude, business.longitude)}
          className={`${linkClass} mt-4 inline-flex items-center gap-1.5 self-start text-sm font-medium`}
          rel="noopener noreferrer external"
          target="_blank"
        >
          <MapPin className="h-4 w-4" aria-hidden="true" />
          Auf Karte anzeigen
          <span className="sr-only"> (OpenStreetMap, {business.name})</span>
        </a>
      ) : null}
    </Card>
  );
}
