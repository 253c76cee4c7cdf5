import { MessageCircle, Pencil } from "lucide-react";
import { formatLongDate } from "../../../shared/common/dates";
import {
  contactHref,
  editHref,
  entryImage,
  HELP_KIND_LABELS,
  type HelpEntry,
  helpCategoryLabel,
  helpEntryAnchor,
  listStatusLabel,
  priceLabel,
} from "../../../shared/marketplace/basics";
import { ContactLines } from "../../components/contact-lines";
import { Badge } from "../../components/ui/badge";
import { buttonClass } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/button-link";
import { cn } from "../../components/ui/cn";
import { useSite } from "../../lib/site";
import { ContentImage } from "../articles/ContentImage";
import { imageSrc } from "../articles/categoryStyle";
import { ReportButton } from "../reports/ReportButton";

export const kindBadgeClass = (kind: HelpEntry["kind"]) =>
  kind === "offer" ? "bg-emerald-100 text-emerald-900" : "bg-sky-100 text-sky-900";

/** An entry's kind, category and status (open or not, in the words of where it is shown). */
export function HelpEntryBadges({ entry, statusLabel }: { entry: HelpEntry; statusLabel: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge className={kindBadgeClass(entry.kind)}>{HELP_KIND_LABELS[entry.kind]}</Badge>
      <Badge className="bg-stone-100 text-stone-800">{helpCategoryLabel(entry.category)}</Badge>
      <Badge
        className={entry.status === "open" ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}
      >
        {statusLabel}
      </Badge>
    </div>
  );
}

/** One entry of the marketplace list (spec §2 "Card"), with the way to contact its owner. */
export function HelpEntryCard({
  entry,
  viewerId,
  loginReturnTo,
  highlighted,
}: {
  entry: HelpEntry;
  viewerId: string | null;
  /** Where the sign-in leads back to: the list as it is filtered now. */
  loginReturnTo: string;
  highlighted?: boolean;
}) {
  const { timeZone } = useSite();
  const image = imageSrc(entryImage(entry));
  return (
    <article
      id={helpEntryAnchor(entry.id)}
      aria-labelledby={`${helpEntryAnchor(entry.id)}-title`}
      data-testid="help-entry-card"
      className={cn(
        "flex scroll-mt-24 flex-col overflow-hidden rounded-lg border bg-white shadow-sm",
        highlighted ? "border-red-700 ring-3 ring-red-700/40" : "border-stone-200",
      )}
    >
      {image ? (
        <ContentImage
          src={image}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="h-44 w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <HelpEntryBadges entry={entry} statusLabel={listStatusLabel(entry.status)} />
        <h2
          id={`${helpEntryAnchor(entry.id)}-title`}
          className="text-lg font-semibold break-words text-stone-900"
        >
          {entry.title}
        </h2>
        <p className="line-clamp-3 break-words whitespace-pre-line text-stone-700">{entry.description}</p>
        {entry.price ? <p className="font-semibold text-stone-900">{priceLabel(entry.price)}</p> : null}
        <p className="text-sm text-stone-600">
          {entry.name} · <time dateTime={entry.createdAt}>{formatLongDate(entry.createdAt, timeZone)}</time>
        </p>
        {entry.contactEmail || entry.contactPhone ? (
          <ul className="space-y-1 text-sm text-stone-700">
            <ContactLines email={entry.contactEmail} phone={entry.contactPhone} look="list" />
          </ul>
        ) : null}
        <div className="mt-auto pt-2">
          {viewerId === null ? (
            <a
              href={`/login?returnTo=${encodeURIComponent(loginReturnTo)}`}
              className={buttonClass("secondary", "w-full")}
            >
              Anmelden zum Kontakt
            </a>
          ) : viewerId === entry.ownerUserId ? (
            <ButtonLink href={editHref(entry)} variant="secondary" className="w-full" icon={Pencil}>
              Eintrag bearbeiten
            </ButtonLink>
          ) : (
            <ButtonLink href={contactHref(entry)} className="w-full" icon={MessageCircle}>
              Kontaktieren
            </ButtonLink>
          )}
          {viewerId !== entry.ownerUserId ? (
            <ReportButton kind="help-entry" itemId={entry.id} className="mt-2 w-full justify-center" />
          ) : null}
        </div>
      </div>
    </article>
  );
}
