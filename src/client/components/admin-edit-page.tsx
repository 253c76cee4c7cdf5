import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { AdminGate } from "../features/admin/AdminGate";
import type { RouteParams } from "../lib/page";
import { LoadingLine } from "./ui/query-state";

/**
 * An editorial item's own admin page at …/neu or …/{id}: the way back to its list, its title, and its
 * editor, empty for a new item, filled once the stored one (asked for only then) has loaded.
 */
export function AdminEditPage<T extends { title: string }>({
  params,
  itemQuery,
  noun,
  newTitle,
  deniedText,
  back,
  missing,
  editor,
}: {
  /** The page's parameters: its `id` is "neu" for a new item. */
  params: RouteParams;
  itemQuery: (id: string) => UseQueryOptions<T, Error, T, QueryKey>;
  /** The item's kind as a title when it has none yet: 'Veranstaltung'. */
  noun: string;
  newTitle: string;
  deniedText: string;
  back: { href: string; label: string; className: string };
  /** What the page says when the item does not load: 'Diese Veranstaltung gibt es nicht.' */
  missing: string;
  editor: (item?: T) => ReactNode;
}) {
  const id = params.id ?? "neu";
  const isNew = id === "neu";
  const query = useQuery({ ...itemQuery(id), enabled: !isNew });
  const stored = query.data;
  return (
    <AdminGate title={isNew ? newTitle : `${noun} bearbeiten`} deniedText={deniedText} allow="editor">
      <Link href={back.href} className={back.className}>
        {back.label}
      </Link>
      <h1 className="mt-3 text-3xl font-bold break-words text-stone-900">
        {isNew ? newTitle : (stored?.title ?? noun)}
      </h1>
      {isNew ? (
        editor()
      ) : query.isError && !stored ? (
        <p className="mt-6" role="alert">
          {missing}
        </p>
      ) : query.isLoading || !stored ? (
        <LoadingLine className="mt-6" />
      ) : (
        editor(stored)
      )}
    </AdminGate>
  );
}
