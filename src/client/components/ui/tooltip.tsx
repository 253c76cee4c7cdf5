import { cloneElement, type ReactElement, type ReactNode, useEffect, useId, useRef, useState } from "react";

/** Spec §9: open delay 700 ms, skip delay 300 ms, side offset 4 (mt-1). */
const OPEN_DELAY_MS = 700;
const SKIP_DELAY_MS = 300;
/** When a tooltip last closed: another one opening within the skip delay opens at once. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * A hint below its trigger: after the open delay on hover, at once on keyboard focus; it closes on leaving,
 * blur, a press or Escape, and stays while the pointer is over the hint itself (WCAG 1.4.13). Small enough
 * for the first page load, unlike a positioning library.
 */
export function Tooltip({
  content,
  children,
}: {
  content: ReactNode;
  children: ReactElement<{ "aria-describedby"?: string }>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (open) lastClosedAt = Date.now();
    setOpen(false);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the trigger inside is the interactive element; this only watches it
    <span
      className="relative inline-flex"
      onPointerEnter={(event) => {
        if (event.pointerType !== "touch")
          show(Date.now() - lastClosedAt < SKIP_DELAY_MS ? 0 : OPEN_DELAY_MS);
      }}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={(event) => {
        if (event.target.matches(":focus-visible")) show(0);
      }}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === "Escape") hide();
      }}
    >
      {cloneElement(children, { "aria-describedby": open ? id : undefined })}
      {open ? (
        <span
          role="tooltip"
          id={id}
          className="absolute top-full left-1/2 z-50 mt-1 -translate-x-1/2 rounded-md bg-stone-900 px-3 py-1.5 text-xs whitespace-nowrap text-white shadow-md"
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}
