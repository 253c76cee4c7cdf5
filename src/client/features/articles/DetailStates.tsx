import { type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import type { ComponentType, ReactElement } from "react";
import { Link } from "wouter";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { PageMeta } from "../../lib/head";
import type { PageProps } from "../../lib/page";
import { useSite } from "../../lib/site";

export function BackLink({ href = "/", label = "Zurück" }: { href?: string; label?: string }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-stone-800 hover:text-red-800"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {label}
    </Link>
  );
}

/** What a detail page shows while its content loads. */
export function DetailSkeleton() {
  return (
    <section className="mx-auto max-w-3xl space-y-4" aria-busy="true" aria-label="Inhalt wird geladen">
      <Skeleton className="h-5 w-24" />
      <Skeleton className="mx-auto aspect-square w-full max-w-md" />
      <Skeleton className="h-6 w-28 rounded-full" />
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </section>
  );
}

/** What a detail page says when its content does not exist or may not be read. */
export interface NotFound {
  title: string;
  text: string;
}

/** A detail page whose content does not exist or may not be read (spec §2 and §8 "Content not found"). */
export function ContentNotFound({ title, text }: NotFound) {
  const { municipality } = useSite();
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <PageMeta title={`${title} – Dorfportal ${municipality}`} description={text} noindex />
      <Card className="w-full max-w-md p-6 text-center">
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        <p className="mt-2 text-stone-700">{text}</p>
        <Link href="/" className={buttonClass("primary", "mt-6")}>
          Zurück zur Startseite
        </Link>
      </Card>
    </div>
  );
}

/**
 * The item a detail page shows, by its slug or id: its data, or the `fallback` the page shows instead,
 * the skeleton while it loads and `notFound` once the load failed (it does not exist or may not be read).
 */
export function useDetail<T>(
  options: UseQueryOptions<T>,
  notFound: NotFound,
): { data: T; fallback: null } | { data: undefined; fallback: ReactElement } {
  const { data, isError } = useQuery(options);
  if (data !== undefined) return { data, fallback: null };
  return { data: undefined, fallback: isError ? <ContentNotFound {...notFound} /> : <DetailSkeleton /> };
}

/** What the view of a detail page is given: the item it shows, once it loaded. */
export interface DetailPageProps<T> {
  item: T;
}

/**
 * A detail page: `View` shows the item that `query` loads by the address's `param`, and `useDetail` the
 * page's skeleton and its `notFound` state.
 */
export function detailPage<T>(
  param: string,
  query: (name: string) => UseQueryOptions<T>,
  notFound: NotFound,
  View: ComponentType<DetailPageProps<T>>,
): ComponentType<PageProps> {
  return function DetailPage({ params }: PageProps) {
    const { data, fallback } = useDetail(query(params[param] ?? ""), notFound);
    return data === undefined ? fallback : <View item={data} />;
  };
}

/** Shown to an author or admin reading something the public cannot see yet; `subject` names it. */
export function NotPublicNotice({ subject }: { subject: string }) {
  return (
    <div className="mt-4">
      <p
        role="status"
        className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
      >
        {`${subject} ist noch nicht veröffentlicht. Nur Sie und die Redaktion sehen ihn.`}
      </p>
    </div>
  );
}
