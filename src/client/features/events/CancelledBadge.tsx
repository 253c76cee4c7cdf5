import { EVENT_CANCELLED } from "../../../shared/events/basics";
import { cn } from "../../components/ui/cn";

/** The 'Abgesagt' mark of a called-off event or date: words, not only a colour or a strike-through. */
export function CancelledBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "mr-1 inline-block rounded bg-stone-800 px-1 py-0.5 text-[0.7rem] font-bold tracking-wide text-white uppercase no-underline",
        className,
      )}
      data-testid="event-cancelled"
    >
      {EVENT_CANCELLED}
    </span>
  );
}
