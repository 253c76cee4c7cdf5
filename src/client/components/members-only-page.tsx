import { type ReactNode, useEffect } from "react";
import { loginHref, useAuth } from "../features/auth/useAuth";
import { PageMeta } from "../lib/head";
import { useSite } from "../lib/site";
import { Skeleton } from "./ui/skeleton";

/**
 * A page of the member's own (not indexed): signed-out visitors are sent to the sign-in, which brings them
 * back to `path`, and see `signedOut` until they are gone.
 */
export function MembersOnlyPage({
  path,
  className,
  heading,
  description,
  signedOut,
  children,
}: {
  path: string;
  className: string;
  heading: string;
  description: (municipality: string) => string;
  signedOut: ReactNode;
  children: ReactNode;
}) {
  const { municipality } = useSite();
  const { user, isLoading } = useAuth();

  useEffect(() => {
    if (!isLoading && !user) window.location.assign(loginHref(path));
  }, [isLoading, user, path]);

  return (
    <section className={className}>
      <PageMeta
        title={`${heading} – Dorfportal ${municipality}`}
        description={description(municipality)}
        noindex
      />
      <h1 className="text-3xl font-bold text-stone-900">{heading}</h1>
      {isLoading ? <Skeleton className="mt-6 h-64" /> : user ? children : signedOut}
    </section>
  );
}
