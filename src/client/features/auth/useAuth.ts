import { useQuery } from "@tanstack/react-query";
import { authUserQuery } from "../../lib/queries";

/** Spec portal-public §6: the current-user call decides; a falsy answer means signed out. */
export function useAuth() {
  const { data, isLoading } = useQuery(authUserQuery);
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data) };
}

export const loginHref = (returnTo?: string) =>
  returnTo && returnTo !== "/" ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : "/api/login";
