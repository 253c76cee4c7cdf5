import { type LucideIcon, Mail, Phone } from "lucide-react";
import { dialHref } from "../lib/dial-link";

/**
 * How the lines look: `box`, paragraphs in an event's contact box; `list`, the items of a card's list
 * (icons that never shrink, an address that may break anywhere in a narrow card).
 */
const LOOKS = {
  box: { line: "p", icon: "h-4 w-4", link: "text-red-800 underline", breakEmail: false },
  list: { line: "li", icon: "h-4 w-4 shrink-0", link: "underline", breakEmail: true },
} as const;

type Look = keyof typeof LOOKS;

/** An email address and a phone number, each a link (mail, dial) behind its icon; a missing one is left out. */
export function ContactLines({
  email,
  phone,
  look,
}: {
  email: string | null;
  phone: string | null;
  look: Look;
}) {
  return (
    <>
      {email ? (
        <ContactLine look={look} icon={Mail} href={`mailto:${email}`} breakAnywhere={LOOKS[look].breakEmail}>
          {email}
        </ContactLine>
      ) : null}
      {phone ? (
        <ContactLine look={look} icon={Phone} href={dialHref(phone)} breakAnywhere={false}>
          {phone}
        </ContactLine>
      ) : null}
    </>
  );
}

function ContactLine({
  look,
  icon: Icon,
  href,
  breakAnywhere,
  children,
}: {
  look: Look;
  icon: LucideIcon;
  href: string;
  breakAnywhere: boolean;
  children: string;
}) {
  const { line: Line, icon, link } = LOOKS[look];
  return (
    <Line className={breakAnywhere ? "flex items-center gap-2 break-all" : "flex items-center gap-2"}>
      <Icon className={icon} aria-hidden="true" />
      <a className={link} href={href}>
        {children}
      </a>
    </Line>
  );
}
