import { useEffect } from "react";

let hydrating = false;

/** Whether the tree is being hydrated: a component reading this at its first render keeps the server's HTML. */
export const isHydrating = () => hydrating;

export const startHydrating = () => {
  hydrating = true;
};

/** Rendered last in the hydrated tree (main.tsx): its effect runs once every component has hydrated. */
export function HydrationDone({ onDone }: { onDone?: () => void }) {
  useEffect(() => {
    hydrating = false;
    onDone?.();
  }, [onDone]);
  return null;
}
