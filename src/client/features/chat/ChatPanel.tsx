import { Send, Trash2, X } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { CHAT_GREETING, CHAT_MESSAGE_MAX } from "../../../shared/chat/basics";
import { Button } from "../../components/ui/button";
import { inputClass } from "../../components/ui/field";
import { useSite } from "../../lib/site";
import { AnswerText } from "./AnswerText";
import { useChatConversation } from "./useChatConversation";

/** A turn of the conversation; an answer still arriving is marked busy until it is complete. */
function Bubble({ bot, busy, children }: { bot: boolean; busy?: boolean; children: ReactNode }) {
  return (
    <div
      aria-busy={busy || undefined}
      data-testid={busy ? "chat-bot-writing" : bot ? "chat-bot-message" : "chat-user-message"}
      className={
        bot
          ? "mr-6 rounded-lg bg-stone-100 px-3 py-2 break-words text-stone-900"
          : "ml-6 rounded-lg bg-red-700 px-3 py-2 break-words text-white"
      }
    >
      <span className="sr-only">{bot ? "Assistent: " : "Sie: "}</span>
      {children}
    </div>
  );
}

const headerButton = "rounded p-1 hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-white";

/** The open 'Assistent' (spec portal-members §2): greeting, the visit's conversation, the question field. */
/** On a phone the open panel covers the page: following a cited page closes it (the conversation stays). */
const PHONE = "(max-width: 639px)";

export function ChatPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const closeOnPhone = () => {
    if (window.matchMedia(PHONE).matches) onClose();
  };
  const { editorialEmail } = useSite();
  const { entries, pending, announcement, ask, clear } = useChatConversation(editorialEmail);
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const inputId = useId();

  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new or growing answer scrolls the log to its end
  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [entries]);

  function send(event: FormEvent) {
    event.preventDefault();
    if (!draft.trim() || pending) return;
    const question = draft;
    setDraft("");
    // The send button is disabled while the answer comes: the resident goes on in the field.
    inputRef.current?.focus();
    void ask(question);
  }

  function restart() {
    clear();
    inputRef.current?.focus();
  }

  return (
    <section
      id={id}
      aria-label="Assistent"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className="flex h-[28rem] max-h-[calc(100vh-6rem)] w-[calc(100vw-2rem)] max-w-sm flex-col overflow-hidden rounded-lg border border-stone-300 bg-white shadow-xl"
    >
      <header className="flex items-center justify-between gap-2 bg-red-700 px-4 py-2 text-white">
        <h2 className="mr-auto font-semibold">Assistent</h2>
        <button type="button" onClick={restart} className={`${headerButton} flex items-center gap-1 text-sm`}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Gespräch löschen
        </button>
        <button type="button" onClick={onClose} aria-label="Assistent schliessen" className={headerButton}>
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </header>
      {/* The log is not live: a growing answer would be read out piece by piece; the status below says it once. */}
      <div
        ref={logRef}
        role="log"
        aria-live="off"
        aria-label="Unterhaltung mit dem Assistenten"
        className="flex-1 space-y-3 overflow-y-auto p-3 text-sm"
      >
        <Bubble bot>
          <AnswerText text={CHAT_GREETING} />
        </Bubble>
        {entries.map((turn) =>
          turn.role === "assistant" && turn.content === "" ? (
            <p key={turn.id} className="mr-6 text-stone-700">
              Der Assistent schreibt...
            </p>
          ) : (
            <Bubble key={turn.id} bot={turn.role === "assistant"} busy={turn.streaming}>
              {turn.role === "assistant" ? (
                <AnswerText text={turn.content} onFollow={closeOnPhone} />
              ) : (
                turn.content
              )}
            </Bubble>
          ),
        )}
      </div>
      <div role="status" aria-live="polite" className="sr-only" data-testid="chat-announcement">
        {announcement}
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
  );
}
