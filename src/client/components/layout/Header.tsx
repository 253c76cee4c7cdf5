import { LogIn, LogOut, Menu, MessageCircle, Shield, User, X } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import type { AuthUser } from "../../../shared/auth/basics";
import { NAV_CATEGORIES } from "../../../shared/common/constants";
import { fullName } from "../../../shared/common/text";
import { useAuth } from "../../features/auth/useAuth";
import { unreadLabel, useUnreadCount } from "../../features/messages/useUnreadCount";
import { SearchField } from "../../features/search/SearchField";
import { deferred, useDeferredWhen } from "../../lib/deferred";
import { useSite } from "../../lib/site";
import { cn } from "../ui/cn";
import { Tooltip } from "../ui/tooltip";
import { CategoryMenu } from "./CategoryMenu";
import { Logo } from "./Logo";
import { categoryHref, navLink, useFindingLinks } from "./nav";
import { SocialLinks } from "./SocialLinks";

/** The bell's code is loaded for members only: visitors' pages stay within the budget (docs/performance.md). */
const notificationBell = deferred(() => import("../../features/notifications/NotificationBell"));

function MemberBell({ userId }: { userId: string }) {
  const loaded = useDeferredWhen(notificationBell, true);
  // Its place is kept while it loads, so that the header does not shift.
  return loaded ? (
    <loaded.NotificationBell userId={userId} />
  ) : (
    <span className="h-10 w-10" aria-hidden="true" />
  );
}

function BetaBadge() {
  return (
    <span className="rounded bg-amber-200 px-1.5 py-0.5 text-[0.65rem] font-bold tracking-wide text-amber-950">
      BETA
    </span>
  );
}

function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      className="rounded-full bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white"
      data-testid="unread-badge"
    >
      {unreadLabel(count)}
      <span className="sr-only"> ungelesene Nachrichten</span>
    </span>
  );
}

function displayName(user: AuthUser) {
  return fullName(user) || user.email;
}

function MemberLinks({ user, unread, vertical }: { user: AuthUser; unread: number; vertical?: boolean }) {
  const item = vertical ? `${navLink} w-full` : navLink;
  return (
    <>
      {user.role === "user" ? null : (
        <Link href="/admin" className={item}>
          <Shield className="h-4 w-4" aria-hidden="true" />
          {user.role === "admin" ? "Admin" : "Redaktion"}
        </Link>
      )}
      <Link href="/profil" className={item}>
        <User className="h-4 w-4" aria-hidden="true" />
        {displayName(user)}
      </Link>
      <Link href="/dashboard" className={item}>
        Mein Marktplatz
      </Link>
      <Link href="/inbox" className={item}>
        <MessageCircle className="h-4 w-4" aria-hidden="true" />
        Nachrichten
        <UnreadBadge count={unread} />
      </Link>
      <a href="/api/logout" className={item}>
        <LogOut className="h-4 w-4" aria-hidden="true" />
        Logout
      </a>
    </>
  );
}

function LoginButton({ returnTo }: { returnTo: string }) {
  return (
    <a
      data-auth-slot
      href={returnTo === "/" ? "/api/login" : `/api/login?returnTo=${encodeURIComponent(returnTo)}`}
      className="inline-flex items-center gap-1.5 rounded-md bg-red-700 px-3 py-2 text-sm font-medium text-white hover:bg-red-800"
    >
      <LogIn className="h-4 w-4" aria-hidden="true" />
      Anmelden
    </a>
  );
}

export function Header() {
  const { municipality } = useSite();
  const { user } = useAuth();
  const unread = useUnreadCount(user?.id);
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const findingLinks = useFindingLinks();

  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="rounded-md">
          <Logo municipality={municipality} />
        </Link>
        <SearchField className="hidden max-w-xs flex-1 md:flex" />
        <SocialLinks className="hidden sm:flex" />
        <div className="flex items-center gap-2">
          {user ? <MemberBell userId={user.id} /> : null}
          <button
            type="button"
            className="inline-flex items-center gap-2 rounded-md border border-stone-300 px-3 py-2 text-sm font-medium lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X className="h-5 w-5" aria-hidden="true" />
            ) : (
              <Menu className="h-5 w-5" aria-hidden="true" />
            )}
            Menü
          </button>
        </div>
      </div>

      <nav
        aria-label="Hauptnavigation"
        className="mx-auto hidden max-w-7xl flex-wrap items-center gap-1 px-4 pb-2 lg:flex"
      >
        <CategoryMenu />
        {findingLinks.map((link) => (
          <Link key={link.href} href={link.href} className={navLink}>
            {link.label}
          </Link>
        ))}
        <Link href="/lesereporter" className={navLink}>
          Lesereporter
        </Link>
        <Link href="/pr-service" className={navLink}>
          PR-Service
        </Link>
        <Tooltip content="Neu und noch in Erprobung: Angebote und Gesuche aus der Nachbarschaft">
          <Link href="/marktplatz" className={navLink}>
            {`Marktplatz ${municipality}`}
            <BetaBadge />
          </Link>
        </Tooltip>
        <div className="ml-auto flex flex-wrap items-center gap-1">
          {user ? <MemberLinks user={user} unread={unread} /> : <LoginButton returnTo={location} />}
        </div>
      </nav>

      <nav
        id="mobile-menu"
        aria-label="Mobile Navigation"
        className={cn("border-t border-stone-200 px-4 py-3 lg:hidden", menuOpen ? "block" : "hidden")}
      >
        <SearchField className="mb-3 md:hidden" onSearch={() => setMenuOpen(false)} />
        <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">Kategorien</p>
        <ul className="grid grid-cols-2 gap-1">
          {NAV_CATEGORIES.map((category) => (
            <li key={category}>
              <Link
                href={categoryHref(category)}
                className={`${navLink} w-full`}
                onClick={() => setMenuOpen(false)}
              >
                {category}
              </Link>
            </li>
          ))}
        </ul>
        <div
          className="mt-2 flex flex-col gap-1 border-t border-stone-200 pt-2"
          onClickCapture={() => setMenuOpen(false)}
        >
          {findingLinks.map((link) => (
            <Link key={link.href} href={link.href} className={`${navLink} w-full`}>
              {link.label}
            </Link>
          ))}
          <Link href="/lesereporter" className={`${navLink} w-full`}>
            Lesereporter
          </Link>
          <Link href="/pr-service" className={`${navLink} w-full`}>
            PR-Service
          </Link>
          <Link href="/marktplatz" className={`${navLink} w-full`}>
            {`Marktplatz ${municipality}`}
            <BetaBadge />
          </Link>
          <div className="flex flex-col gap-1" data-auth-slot>
            {user ? (
              <MemberLinks user={user} unread={unread} vertical />
            ) : (
              <LoginButton returnTo={location} />
            )}
          </div>
        </div>
        <SocialLinks className="mt-2 sm:hidden" />
      </nav>
    </header>
  );
}
