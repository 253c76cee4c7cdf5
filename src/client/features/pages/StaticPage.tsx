import type { ReactNode } from "react";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";

/**
 * The frame of the portal's own fixed pages: their head (`title` before the portal's name) and their
 * heading, `title` unless the page's heading says more.
 */
export function StaticPage({
  title,
  heading = title,
  description,
  children,
}: {
  title: string;
  heading?: string;
  description: string;
  children: ReactNode;
}) {
  const { municipality } = useSite();
  return (
    <article className="mx-auto max-w-3xl">
      <PageMeta title={`${title} – Dorfportal ${municipality}`} description={description} />
      <h1 className="text-3xl font-bold">{heading}</h1>
      {children}
    </article>
  );
}
