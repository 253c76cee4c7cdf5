import { useMutation } from "@tanstack/react-query";
import { ArrowLeft, Check, CheckCheck, Send } from "lucide-react";
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { Link } from "wouter";
import type { ReportItemKind } from "../../../shared/common/constants";
import { formatLongDateTime } from "../../../shared/common/dates";
import { MESSAGE_MAX_LENGTH, OLDER_PAGE_SIZE, SEND_FAILED } from "../../../shared/messages/basics";
import { Button } from "../../components/ui/button";
import { cn } from "../../components/ui/cn";
import { Textarea } from "../../components/ui/field";
import { toast } from "../../components/ui/use-toast";
import { errorMessage } from "../../lib/api";
import { useSite } from "../../lib/site";
import { ReportButton } from "../reports/ReportButton";
import { openConversation } from "./conversations";
import type { TypingNotifier } from "./typing";

/** What the private and the group conversation panes share: the way back, the thread and the composer. */

/** On a phone the open conversation fills the screen: this leads back to the list. */
function BackToInbox() {
  return (
    <Link
      href="/inbox"
      className="inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 md:hidden"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Zurück
    </Link>
  );
}

/** The pane's head: the way back, who the conversation is with, a line under the name and the pane's one action. */
export function ConversationHeader({
  picture,
  title,
  subtitle,
  action,
}: {
  picture: ReactNode;
  title: string;
  subtitle: ReactNode;
  action: ReactNode;
}) {
  return (
    <header className="flex items-center gap-3 border-b border-stone-200 px-3 py-2">
      <BackToInbox />
      {picture}
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold text-stone-900">{title}</h2>
        {subtitle}
      </div>
      {action}
    </header>
  );
}

/** While a pane shows its conversation, a message arriving in it is seen, not announced with a toast. */
export function useOpenConversation(key: string) {
  useEffect(() => {
    openConversation.set(key);
    return () => openConversation.set(null);
  }, [key]);
}

/**
 * The thread's scrolling: to the newest message when it (or the typing line) changes, and kept where the
 * member reads when older messages arrive above (call `keepPosition` just before adding them).
 */
function useThreadScroll(lastId: number | undefined, typing: unknown, older: unknown) {
  const scroller = useRef<HTMLDivElement>(null);
  const keepScroll = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the newest message changes
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastId, typing]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keeps the reading position when older messages arrive above
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && keepScroll.current !== null) {
      element.scrollTop = element.scrollHeight - keepScroll.current;
      keepScroll.current = null;
    }
  }, [older]);
  const keepPosition = () => {
    if (scroller.current) keepScroll.current = scroller.current.scrollHeight - scroller.current.scrollTop;
  };
  return { scroller, keepPosition };
}

/**
 * The older pages of a thread, fetched one at a time; `hasOlder` is null until a page said whether more
 * come (the pane knows from its first page), `beforeAdding` keeps the reading position.
 */
function useOlderPages<M>() {
  const [older, setOlder] = useState<M[]>([]);
  const [hasOlder, setHasOlder] = useState<boolean | null>(null);
  const [loading, setLoading] = useState(false);
  const load = async (fetchPage: () => Promise<M[]>, beforeAdding: () => void) => {
    if (loading) return;
    setLoading(true);
    try {
      const page = await fetchPage();
      beforeAdding();
      setOlder((current) => [...page, ...current]);
      setHasOlder(page.length === OLDER_PAGE_SIZE);
    } catch {
      toast({ title: "Fehler beim Laden", variant: "destructive" });
    } finally {
      setLoading(false);
    }
  };
  return { older, hasOlder, loading, load };
}

/** Where the thread scrolls, and whether and how older messages come. */
interface ThreadPaging {
  scroller: RefObject<HTMLDivElement | null>;
  hasOlder: boolean;
  loading: boolean;
  loadOlder: () => void;
}

/**
 * A pane's thread with its older pages: `build` puts the pane's newest messages and the older pages
 * together, `firstPageFull` says whether older ones may come before a page was fetched, and a change of
 * `typing` scrolls to the newest like a new message does.
 */
export function usePagedThread<M extends { id: number }>({
  build,
  firstPageFull,
  typing,
  fetchBefore,
}: {
  build: (older: M[]) => M[];
  firstPageFull: boolean;
  typing: unknown;
  fetchBefore: (id: number) => Promise<M[]>;
}): { thread: M[]; paging: ThreadPaging } {
  const pages = useOlderPages<M>();
  const thread = build(pages.older);
  const hasOlder = pages.hasOlder ?? firstPageFull;
  const { scroller, keepPosition } = useThreadScroll(thread.at(-1)?.id, typing, pages.older);
  const loadOlder = () => {
    const oldest = thread[0];
    if (!oldest || !hasOlder) return;
    void pages.load(() => fetchBefore(oldest.id), keepPosition);
  };
  return { thread, paging: { scroller, hasOlder, loading: pages.loading, loadOlder } };
}

/** The messages, older ones on demand (button or scrolling to the top), and the typing line as a live region. */
export function Thread({
  paging: { scroller, hasOlder, loading, loadOlder },
  empty,
  typing,
  children,
}: {
  paging: ThreadPaging;
  empty: boolean;
  /** 'Anna schreibt...', or empty. */
  typing: string;
  children: ReactNode;
}) {
  return (
    <div
      ref={scroller}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-3"
      onScroll={(event) => {
        if (event.currentTarget.scrollTop < 48) loadOlder();
      }}
    >
      {hasOlder ? (
        <div className="mb-3 text-center">
          <Button variant="secondary" className="text-xs" onClick={loadOlder} disabled={loading}>
            {loading ? "Wird geladen..." : "Ältere Nachrichten laden"}
          </Button>
        </div>
      ) : null}
      {empty ? (
        <p className="py-8 text-center text-sm text-stone-600">Schreiben Sie die erste Nachricht.</p>
      ) : (
        <ol className="space-y-2" aria-label="Nachrichten">
          {children}
        </ol>
      )}
      <p aria-live="polite" className="mt-2 h-5 text-xs text-stone-600 italic" data-testid="typing-indicator">
        {typing}
      </p>
    </div>
  );
}

/** The time of a message in the site's time zone. */
export function useMessageTime() {
  const { timeZone } = useSite();
  return useCallback((iso: string) => formatLongDateTime(iso, timeZone), [timeZone]);
}

/** One tick when sent, two when read (in a group: by every other member). */
function ReadTicks({ read }: { read: boolean }) {
  return read ? (
    <span data-testid="tick-read" className="inline-flex">
      <CheckCheck className="h-4 w-4" aria-hidden="true" />
      <span className="sr-only">Gelesen</span>
    </span>
  ) : (
    <span data-testid="tick-sent" className="inline-flex">
      <Check className="h-4 w-4" aria-hidden="true" />
      <span className="sr-only">Gesendet</span>
    </span>
  );
}

/**
 * A message: the member's own on the right with its ticks, others' on the left under who wrote them, with
 * 'Melden' (`reportAs`: the report kind of the conversation's messages).
 */
export function MessageBubble({
  message,
  mine,
  sender,
  reportAs,
}: {
  message: { id: number; content: string; createdAt: string; isRead: boolean };
  mine: boolean;
  sender: ReactNode;
  reportAs: Extract<ReportItemKind, "message" | "group-message">;
}) {
  const time = useMessageTime();
  return (
    <li className={cn("flex", mine ? "justify-end" : "justify-start")} data-testid="message">
      <div
        className={cn(
          "max-w-[80%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap",
          mine ? "rounded-br-sm bg-red-700 text-white" : "rounded-bl-sm bg-stone-100 text-stone-900",
        )}
      >
        {sender}
        {message.content}
        <span
          className={cn(
            "mt-1 flex items-center justify-end gap-1 text-xs",
            mine ? "text-red-50" : "text-stone-600",
          )}
        >
          <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
          {mine ? <ReadTicks read={message.isRead} /> : null}
        </span>
      </div>
      {mine ? null : (
        <ReportButton
          kind={reportAs}
          itemId={message.id}
          className="ml-1 shrink-0 self-end whitespace-nowrap"
        />
      )}
    </li>
  );
}

/** The composer's draft and its sending: the draft empties once the server took the message, a failure says why. */
export function useMessageSending(post: (content: string) => Promise<unknown>, onSent: () => void) {
  const [draft, setDraft] = useState("");
  const sending = useMutation({
    mutationFn: post,
    onSuccess: () => {
      setDraft("");
      onSent();
    },
    onError: (error) => {
      toast({ title: "Fehler", description: errorMessage(error) ?? SEND_FAILED, variant: "destructive" });
    },
  });
  return { draft, setDraft, sending };
}

/** The text field and 'Senden', telling the others of the typing; Enter sends, Shift+Enter a new line. */
export function Composer({
  label,
  draft,
  setDraft,
  typing,
  disabled = false,
  canSend,
  send,
}: {
  label: string;
  draft: string;
  setDraft: (text: string) => void;
  typing: TypingNotifier;
  disabled?: boolean;
  canSend: boolean;
  send: (content: string) => void;
}) {
  const composerId = useId();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    typing.stop();
    send(draft.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey) submit(event);
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-stone-200 p-3">
      <label htmlFor={composerId} className="sr-only">
        {label}
      </label>
      <Textarea
        id={composerId}
        rows={2}
        value={draft}
        maxLength={MESSAGE_MAX_LENGTH}
        disabled={disabled}
        placeholder="Nachricht schreiben..."
        onChange={(event) => {
          setDraft(event.target.value);
          typing.input(event.target.value);
        }}
        onKeyDown={onKeyDown}
        className="min-h-11 flex-1 resize-none"
      />
      <Button type="submit" disabled={!canSend} aria-label="Senden">
        <Send className="h-4 w-4" aria-hidden="true" />
        <span className="hidden sm:inline">Senden</span>
      </Button>
    </form>
  );
}
