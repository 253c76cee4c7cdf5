import { cn } from "./cn";

/** What went wrong, in German, announced to screen readers at once; nothing while there is no `text`. */
export function ProblemAlert({ text, className }: { text: string | null | undefined; className?: string }) {
  if (!text) return null;
  return (
    <p role="alert" className={cn(className, "rounded-md border border-red-300 bg-red-50 p-3 text-red-900")}>
      {text}
    </p>
  );
}
