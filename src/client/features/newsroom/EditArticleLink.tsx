import { Link } from "wouter";
import { cn } from "../../components/ui/cn";
import { useAuth } from "../auth/useAuth";

/**
 * 'Bearbeiten' for the editorial team on public pages. It reads the signed-in user, never the page's data:
 * the article answers and pages stay the same for everybody (and cacheable); an editor served the
 * visitors' cached page sees the link once the browser knows who is signed in (main.tsx).
 */
export function EditArticleLink({ id, title, className }: { id: number; title: string; className?: string }) {
  const { user } = useAuth();
  if (!user || user.role === "user") return null;
  return (
    <Link
      href={`/admin/artikel/${id}`}
      aria-label={`Bearbeiten: ${title}`}
      className={cn(
        "inline-flex items-center rounded-md text-sm font-medium text-red-800 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-sky-600",
        className,
      )}
    >
      Bearbeiten
    </Link>
  );
}
