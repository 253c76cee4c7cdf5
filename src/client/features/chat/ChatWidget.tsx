import { MessageCircle, Send, X } from "lucide-react";
import { type FormEvent, Fragment, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { CHAT_GREETING, CHAT_MESSAGE_MAX, type ChatAnswer, chatApology } from "../../../shared/chat-basics";
import { Button } from "../../components/ui/button";
import { inputClass } from "../../components/ui/field";
import { apiRequest } from "../../lib/api";
import { useSite } from "../../lib/site";

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

/** Spec portal-members §3 "Chat message (bot)". */
interface ChatMessage {
  id: number;
  text: string;
  isBot: boolean;
  timestamp: Date;
}

const INLINE = /\[([^\]]+)\]\((\/[^)\s]*)\)|\*\*([^*]+)\*\*/g;

/** The answer's own markup: links to this site's pages and bold names; everything else stays text. */
function renderInline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const [, label, href, bold] = match;
    if (href && label && !href.startsWith("//")) {
      parts.push(
        <Link key={index} href={href} className="font-medium text-red-800 underline">
          {label}
        </Link>,
      );
    } else {
      parts.push(<strong key={index}>{bold ?? match[0]}</strong>);
    }
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

function BotText({ text }: { text: string }) {
  return (
    <>
      {text.split("\n").map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of one fixed answer
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {renderInline(line)}
        </Fragment>
      ))}
    </>
  );
}

let nextId = 1;
const message = (text: string, isBot: boolean): ChatMessage => ({
  id: nextId++,
  text,
  isBot,
  timestamp: new Date(),
});

/** The floating 'Assistent' (spec portal-members §2): greeting, questions, answers; blank text is not sent. */
export function ChatWidget() {
  const { editorialEmail } = useSite();
  const [open, setOpen] = useState(false);
  const compact = useCompactLauncher(open);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message(CHAT_GREETING, true)]);
  const [draft, setDraft] = useState("");
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const inputId = useId();

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new message scrolls the log to its end
  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [messages]);

  function close() {
    setOpen(false);
    launcherRef.current?.focus();
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text || pending) return;
    setDraft("");
    setMessages((current) => [...current, message(text, false)]);
    setPending(true);
    try {
      const answer = (await (await apiRequest("POST", "/api/chat", { message: text })).json()) as ChatAnswer;
      setMessages((current) => [...current, message(answer.response, true)]);
    } catch {
      setMessages((current) => [...current, message(chatApology(editorialEmail), true)]);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3">
      {open ? (
        <section
          id={panelId}
          aria-label="Assistent"
          onKeyDown={(event) => {
            if (event.key === "Escape") close();
          }}
          className="flex h-[28rem] max-h-[calc(100vh-6rem)] w-[calc(100vw-2rem)] max-w-sm flex-col overflow-hidden rounded-lg border border-stone-300 bg-white shadow-xl"
        >
          <header className="flex items-center justify-between bg-red-700 px-4 py-2 text-white">
            <h2 className="font-semibold">Assistent</h2>
            <button
              type="button"
              onClick={close}
              aria-label="Assistent schliessen"
              className="rounded p-1 hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-white"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
          </header>
          <div
            ref={logRef}
            role="log"
            aria-live="polite"
            aria-label="Unterhaltung mit dem Assistenten"
            className="flex-1 space-y-3 overflow-y-auto p-3 text-sm"
          >
            {messages.map((entry) => (
              <div
                key={entry.id}
                data-testid={entry.isBot ? "chat-bot-message" : "chat-user-message"}
                className={
                  entry.isBot
                    ? "mr-6 rounded-lg bg-stone-100 px-3 py-2 break-words text-stone-900"
                    : "ml-6 rounded-lg bg-red-700 px-3 py-2 break-words text-white"
                }
              >
                <span className="sr-only">{entry.isBot ? "Assistent: " : "Sie: "}</span>
                {entry.isBot ? <BotText text={entry.text} /> : entry.text}
              </div>
            ))}
            {pending ? (
              <p className="mr-6 text-stone-700" role="status">
                Der Assistent schreibt...
              </p>
            ) : null}
          </div>
          <form onSubmit={send} className="flex gap-2 border-t border-stone-200 p-3">
            <label htmlFor={inputId} className="sr-only">
              Ihre Frage an den Assistenten
            </label>
            <input
              id={inputId}
              ref={inputRef}
              value={draft}
              maxLength={CHAT_MESSAGE_MAX}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="Ihre Frage..."
              className={inputClass}
            />
            <Button type="submit" disabled={!draft.trim() || pending} aria-label="Frage senden">
              <Send className="h-4 w-4" aria-hidden="true" />
            </Button>
          </form>
        </section>
      ) : null}
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
