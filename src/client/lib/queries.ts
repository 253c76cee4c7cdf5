import { queryOptions } from "@tanstack/react-query";
import type { AuthUser } from "../../shared/auth/basics";

/** Queries that several screens share; each feature keeps its own next to it. */
export const authUserQuery = queryOptions<AuthUser | null>({
  queryKey: ["/api/auth/user"],
  meta: { on401: "returnNull" },
});
