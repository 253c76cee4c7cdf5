import { QueryClient, type QueryFunction, type QueryKey } from "@tanstack/react-query";

/** The answer of one HTTP call, as much of it as the fetcher reads (a fetch Response fits). */
export interface ApiResponse {
  ok: boolean;
  status: number;
  statusText: string;
  text(): Promise<string>;
}

/** Performs a GET of a same-site path: fetch in the browser, an in-process call during SSR. */
export type Transport = (path: string) => Promise<ApiResponse>;

/** Spec §8: any unsuccessful answer becomes an error 'STATUS: body' (or the status text). */
export async function throwIfResNotOk(res: ApiResponse): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

/** Spec §7: the cookie goes with every request; JSON headers only when there is a body. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? {} : { "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

/** A call a screen makes: its method, address and JSON body. */
export interface ApiCall {
  method: string;
  url: string;
  body?: unknown;
}

/** One call whose answer is JSON: its parsed body, or null for 204 No Content. */
export async function callApi({ method, url, body }: ApiCall): Promise<unknown> {
  const response = await apiRequest(method, url, body);
  return response.status === 204 ? null : ((await response.json()) as unknown);
}

/** Reads the German message out of an error thrown by the fetcher ('400: {"message":"..."}'). */
export function errorMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const body = error.message.replace(/^\d{3}: /, "");
  try {
    const parsed = JSON.parse(body) as { message?: unknown; error?: unknown };
    const message = parsed.message ?? parsed.error;
    return typeof message === "string" ? message : undefined;
  } catch {
    return body || undefined;
  }
}

/**
 * A 404 answer: the thing asked for does not exist (as opposed to a failure of the server). Errors of a
 * server-rendered page arrive as plain `{ message }` objects (entry-server.tsx), so the shape is checked.
 */
export const isNotFoundError = (error: unknown) =>
  typeof (error as { message?: unknown } | null)?.message === "string" &&
  (error as { message: string }).message.startsWith("404:");

/** A 410 answer: the thing asked for was withdrawn for good. */
export const isGoneError = (error: unknown) =>
  typeof (error as { message?: unknown } | null)?.message === "string" &&
  (error as { message: string }).message.startsWith("410:");

/** The page a 301 answer names (`{ page }` in its body), for the server render to redirect to. */
export function movedPage(error: unknown): string | null {
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message !== "string" || !message.startsWith("301: ")) return null;
  try {
    const page = (JSON.parse(message.slice(5)) as { page?: unknown }).page;
    return typeof page === "string" && page.startsWith("/") && !page.startsWith("//") ? page : null;
  } catch {
    return null;
  }
}

export const isUnauthorizedError = (error: unknown) =>
  error instanceof Error && /^401: .*Unauthorized/.test(error.message);

export type On401 = "returnNull" | "throw";
export interface QueryMeta extends Record<string, unknown> {
  on401?: On401;
}

export const queryPath = (queryKey: QueryKey) => queryKey.join("/");

export function makeQueryFn(transport: Transport): QueryFunction {
  return async ({ queryKey, meta }) => {
    const res = await transport(queryPath(queryKey));
    if ((meta as QueryMeta | undefined)?.on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return JSON.parse(await res.text());
  };
}

export const browserTransport: Transport = (path) => fetch(path, { credentials: "include" });

/** Spec §7 and §9: never stale, no refetch on focus, no polling, no retries. */
export function createQueryClient(transport: Transport = browserTransport) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: makeQueryFn(transport),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        // A failure the server already rendered (a not-found page) is not fetched again on hydration.
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
