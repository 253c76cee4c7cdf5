import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { cn } from "../../components/ui/cn";

export interface TabItem {
  key: string;
  label: ReactNode;
  content: ReactNode;
}

/**
 * Tabs as WAI-ARIA describes them: one tab stop, arrow keys (and Home/End) move between tabs, the
 * panel follows the chosen tab. Used by the dashboard and the profile.
 */
export function Tabs({ label, items, initial }: { label: string; items: TabItem[]; initial?: string }) {
  const id = useId();
  const [selected, setSelected] = useState(initial ?? items[0]?.key);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const index = Math.max(
    0,
    items.findIndex((item) => item.key === selected),
  );

  function move(event: KeyboardEvent) {
    const last = items.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(items[next]?.key);
    buttons.current[next]?.focus();
  }

  const current = items[index];
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        // Wrapped rather than scrolled: at 390 px a scrolled row cut 'Meine Arti…' with no sign of more.
        className="flex flex-wrap gap-x-1 border-b border-stone-200"
        onKeyDown={move}
      >
        {items.map((item, position) => {
          const active = position === index;
          return (
            <button
              key={item.key}
              ref={(element) => {
                buttons.current[position] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={active}
              aria-controls={`${id}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(item.key)}
              className={cn(
                "shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-3 focus-visible:outline-sky-600",
                active
                  ? "border-red-700 text-red-800"
                  : "border-transparent text-stone-700 hover:text-stone-900",
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={current ? `${id}-tab-${current.key}` : undefined}
        className="pt-4"
      >
        {current?.content}
      </div>
    </div>
  );
}
