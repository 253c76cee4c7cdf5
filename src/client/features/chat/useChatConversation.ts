import { useEffect, useRef, useState } from "react";
import { type ChatTurn, chatApology } from "../../../shared/chat/basics";
import { askAssistant } from "./chat-stream";

/** One turn shown in the widget; `streaming` while its answer is still arriving. */
export interface ChatEntry extends ChatTurn {
  id: number;
  streaming?: boolean;
}

/** The conversation lasts for the visit: this tab, across its pages and reloads (sessionStorage). */
const STORAGE_KEY = "dorfportal.assistant.conversation";

function stored(): ChatTurn[] {
  try {
    const turns = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]") as unknown;
    if (!Array.isArray(turns)) return [];
    return turns.filter(
      (turn): turn is ChatTurn =>
        (turn?.role === "user" || turn?.role === "assistant") && typeof turn.content === "string",
    );
  } catch {
    return [];
  }
}

function store(turns: ChatTurn[]) {
  try {
    if (turns.length === 0) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(turns));
  } catch {
    // Storage refused (private mode, full): the conversation still lasts while the page is open.
  }
}

/** What a screen reader hears of an answer: its words, without the link and bold markup. */
export const spokenText = (text: string) =>
  text.replace(/\[([^\]]+)\]\([^)\s]*\)/g, "$1").replace(/\*\*([^*]+)\*\*/g, "$1");

let nextId = 1;
const entry = (turn: ChatTurn, streaming?: boolean): ChatEntry => ({ id: nextId++, ...turn, streaming });

/**
 * The assistant's conversation: the turns so far (kept for the visit), asking with the earlier turns as
 * history, the answer growing as it streams in, and `announcement`, each finished answer once for the
 * widget's live region.
 */
export function useChatConversation(editorialEmail: string) {
  const [entries, setEntries] = useState<ChatEntry[]>(() => stored().map((turn) => entry(turn)));
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  // A cleared conversation must not receive the answer to a question asked before clearing.
  const generation = useRef(0);

  useEffect(() => {
    store(entries.filter((turn) => !turn.streaming).map(({ role, content }) => ({ role, content })));
  }, [entries]);

  async function ask(text: string) {
    const message = text.trim();
    if (!message || pending) return;
    const history = entries.filter((turn) => !turn.streaming).map(({ role, content }) => ({ role, content }));
    const answer = entry({ role: "assistant", content: "" }, true);
    const asked = generation.current;
    const update = (content: string, streaming?: boolean) => {
      if (generation.current !== asked) return;
      setEntries((current) =>
        current.map((turn) => (turn.id === answer.id ? { ...turn, content, streaming } : turn)),
      );
    };
    setEntries((current) => [...current, entry({ role: "user", content: message }), answer]);
    setPending(true);
    let response: string;
    try {
      response = await askAssistant(message, history, (sofar) => update(sofar, true));
    } catch {
      response = chatApology(editorialEmail);
    }
    if (generation.current !== asked) return;
    update(response);
    setAnnouncement(spokenText(response));
    setPending(false);
  }

  function clear() {
    generation.current++;
    setEntries([]);
    setPending(false);
    setAnnouncement("");
  }

  return { entries, pending, announcement, ask, clear };
}
