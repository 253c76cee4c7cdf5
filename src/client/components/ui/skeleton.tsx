import { cn } from "./cn";

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-stone-200", className)} />;
}

/** What a list shows while it loads: `count` skeletons in a region marked busy, named by `label`. */
export function SkeletonList({
  count,
  label,
  className,
  itemClassName,
}: {
  count: number;
  label: string;
  className: string;
  itemClassName: string;
}) {
  return (
    <section className={className} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
        <Skeleton key={index} className={itemClassName} />
      ))}
    </section>
  );
}
