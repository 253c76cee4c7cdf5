import { useState } from "react";
import { apiRequest, errorMessage } from "../../lib/api";

/** Posts an account call whose answer is a German confirmation to show (a link sent, a password changed). */
export async function postForMessage(path: string, body?: unknown): Promise<string> {
  const response = await apiRequest("POST", path, body);
  return ((await response.json()) as { message: string }).message;
}

/**
 * One account call behind a form or a button: the last refusal goes when it starts again, and a failure
 * shows the server's reason, or the fallback when the server gave none. `run` answers whether it worked.
 */
export function useAccountCall<Args extends unknown[]>(
  call: (...args: Args) => Promise<void>,
  fallback: string,
) {
  const [error, setError] = useState<string | null>(null);
  const run = async (...args: Args) => {
    setError(null);
    try {
      await call(...args);
      return true;
    } catch (failure) {
      setError(errorMessage(failure) ?? fallback);
      return false;
    }
  };
  return { error, run };
}
