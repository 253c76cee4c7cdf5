import { useCallback, useEffect, useRef, useState } from "react";
import { TYPING_EXPIRY_MS, TYPING_STOP_MS } from "../../../shared/messages/basics";
import type { ServerEvent } from "../../../shared/messages/messages";
import { useLiveConnection } from "./liveConnection";

/**
 * Spec §4: typing_start when the member types; typing_stop when the input is emptied, after 1.5 s without
 * typing, on sending and when switching partner. Each start is sent once per burst of typing.
 */
export class TypingNotifier {
  private typing = false;
  private idle: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly signal: (type: "typing_start" | "typing_stop") => void) {}

  input(text: string): void {
    clearTimeout(this.idle);
    if (text.trim() === "") {
      this.stop();
      return;
    }
    if (!this.typing) {
      this.typing = true;
      this.signal("typing_start");
    }
    this.idle = setTimeout(() => this.stop(), TYPING_STOP_MS);
  }

  stop(): void {
    clearTimeout(this.idle);
    if (!this.typing) return;
    this.typing = false;
    this.signal("typing_stop");
  }
}

/** Spec §4: the partner's typing shows until their typing_stop, or for 3 s after their last typing_start. */
export class RemoteTyping {
  private expiry: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly show: (typing: boolean) => void) {}

  event(type: "typing_start" | "typing_stop"): void {
    clearTimeout(this.expiry);
    if (type === "typing_stop") {
      this.show(false);
      return;
    }
    this.show(true);
    this.expiry = setTimeout(() => this.show(false), TYPING_EXPIRY_MS);
  }

  dispose(): void {
    clearTimeout(this.expiry);
  }
}

/** Whether the partner is typing right now, from the live events of the member's connection. */
export function usePartnerTyping(userId: string | undefined, partnerId: string | null): boolean {
  const [typing, setTyping] = useState(false);
  const tracker = useRef<RemoteTyping | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new partner starts with a fresh indicator
  useEffect(() => {
    setTyping(false);
    const current = new RemoteTyping(setTyping);
    tracker.current = current;
    return () => current.dispose();
  }, [partnerId]);
  const onEvent = useCallback(
    (event: ServerEvent) => {
      if (!partnerId) return;
      if ((event.type === "typing_start" || event.type === "typing_stop") && event.fromUserId === partnerId) {
        tracker.current?.event(event.type);
      }
      // The partner's message ends their typing.
      if (event.type === "message" && event.message.fromUserId === partnerId) {
        tracker.current?.event("typing_stop");
      }
    },
    [partnerId],
  );
  useLiveConnection(userId, onEvent);
  return typing;
}

/**
 * Who is typing in a group's conversation right now: each member's typing shows until their typing_stop,
 * their message, or for 3 s after their last typing_start. Names in the order they began.
 */
export function useGroupTyping(userId: string | undefined, groupId: number | null): string[] {
  const [typing, setTyping] = useState<ReadonlyMap<string, string>>(new Map());
  const trackers = useRef(new Map<string, RemoteTyping>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: another group starts with nobody typing
  useEffect(() => {
    setTyping(new Map());
    const current = trackers.current;
    return () => {
      for (const tracker of current.values()) tracker.dispose();
      current.clear();
    };
  }, [groupId]);
  const onEvent = useCallback(
    (event: ServerEvent) => {
      if (groupId === null || !("groupId" in event) || event.groupId !== groupId) return;
      if (
        event.type !== "group_typing_start" &&
        event.type !== "group_typing_stop" &&
        event.type !== "group_message"
      )
        return;
      const { fromUserId } = event;
      let tracker = trackers.current.get(fromUserId);
      if (!tracker) {
        if (event.type !== "group_typing_start") return;
        const name = event.fromName;
        tracker = new RemoteTyping((shown) =>
          setTyping((current) => {
            const next = new Map(current);
            if (shown) next.set(fromUserId, name);
            else next.delete(fromUserId);
            return next;
          }),
        );
        trackers.current.set(fromUserId, tracker);
      }
      tracker.event(event.type === "group_typing_start" ? "typing_start" : "typing_stop");
    },
    [groupId],
  );
  useLiveConnection(userId, onEvent);
  return [...typing.values()];
}
