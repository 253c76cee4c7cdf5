import { createContext, useContext } from "react";
import type { SiteSettings } from "../../shared/common/site";

const SiteContext = createContext<SiteSettings | null>(null);
export const SiteProvider = SiteContext.Provider;

export function useSite(): SiteSettings {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite outside SiteProvider");
  return site;
}
