import { MessageCircle } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { ChatPanel } from "./ChatPanel";

/** How long after the last scroll the launcher stays small. */
const SCROLL_SETTLE_MS = 900;

/**
 * The launcher shrinks to its icon while the resident types in a field of the page or scrolls, so that
 * it never covers what they are reading or filling in (its name stays for screen readers).
 */
function useCompactLauncher(open: boolean): boolean {
  const [typing, setTyping] = useState(false);
  const [scrolling, setScrolling] = useState(false);
  useEffect(() => {
    const isField = (target: EventTarget | null) =>
      target instanceof HTMLElement &&
      target.matches("input, textarea, select, [contenteditable='true']") &&
      !target.closest("#assistant-slot");
    const onFocusIn = (event: FocusEvent) => setTyping(isField(event.target));
    const onFocusOut = (event: FocusEvent) => {
      if (!isField(event.relatedTarget)) setTyping(false);
    };
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setScrolling(true);
      clearTimeout(settle);
      settle = setTimeout(() => setScrolling(false), SCROLL_SETTLE_MS);
    };
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("focusout", onFocusOut);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearTimeout(settle);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("focusout", onFocusOut);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);
  return !open && (typing || scrolling);
}

/** The floating 'Assistent' (spec portal-members §2): the launcher and, when open, the conversation. */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const compact = useCompactLauncher(open);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  function close() {
    setOpen(false);
    launcherRef.current?.focus();
  }

  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3">
      {open ? <ChatPanel id={panelId} onClose={close} /> : null}
      <button
        ref={launcherRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        data-compact={compact || undefined}
        className={`flex items-center gap-2 rounded-full bg-red-700 font-medium text-white shadow-lg hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600 ${compact ? "p-3" : "px-4 py-3"}`}
      >
        <MessageCircle className="h-5 w-5" aria-hidden="true" />
        <span className={compact ? "sr-only" : undefined}>Assistent</span>
      </button>
    </div>
  );
}
