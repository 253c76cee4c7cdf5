import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { pageCountOf } from "../../shared/common/paging-basics";
import { AdminGate } from "../features/admin/AdminGate";
import { Pager } from "../features/admin/Pager";
import { ButtonLink } from "./ui/button-link";
import { cn } from "./ui/cn";

/**
 * A paged list of editorial items for the team (editors and administrators): titled alike in the browser
 * and in its heading row, which leads to a new item; its filters and items, then the pager.
 */
export function AdminListPage({
  title,
  deniedText,
  newItem,
  paging,
  children,
}: {
  title: string;
  deniedText: string;
  newItem: { href: string; label: string };
  /** `total` is unknown until the first page has loaded. */
  paging: { page: number; pageSize: number; total: number | undefined; onPage: (page: number) => void };
  children: ReactNode;
}) {
  return (
    <AdminGate title={title} deniedText={deniedText} allow="editor">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
        <ButtonLink href={newItem.href} icon={Plus}>
          {newItem.label}
        </ButtonLink>
      </div>
      {children}
      <Pager
        page={paging.page}
        pageCount={pageCountOf(paging.total ?? 0, paging.pageSize)}
        onPage={paging.onPage}
      />
    </AdminGate>
  );
}

/** An item of such a list: its title, which opens its editor, and a line about it (`children`). */
export function AdminListItem({
  href,
  title,
  titleClass,
  children,
}: {
  href: string;
  title: string;
  /** The area's colour of the title: 'text-sky-900'. */
  titleClass: string;
  children: ReactNode;
}) {
  return (
    <li className="p-4">
      <Link href={href} className={cn("font-semibold break-words underline", titleClass)}>
        {title}
      </Link>
      <p className="text-sm text-stone-700">{children}</p>
    </li>
  );
}
