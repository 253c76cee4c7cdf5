/** Badge colours per category (spec portal-public §2); anything unknown is grey. */
const badgeColours: Record<string, string> = {
  Sport: "bg-sky-100 text-sky-900",
  Dorfläbe: "bg-emerald-100 text-emerald-900",
  Gewerbe: "bg-orange-100 text-orange-900",
  Events: "bg-rose-100 text-rose-900",
  Familie: "bg-yellow-100 text-yellow-900",
  Leserbriefe: "bg-purple-100 text-purple-900",
};

export const categoryBadgeClass = (category: string) =>
  badgeColours[category] ?? "bg-stone-200 text-stone-800";

const knownPrefixes = ["/objects/", "/api/help-images/", "/attached_assets/", "/veras-"];

/** Spec portal-public §2 "Article card": which address an image path is shown under. */
export function imageSrc(path: string | null | undefined, category?: string): string | null {
  if (!path) return category === "Events" ? "/images/calendar.svg" : null;
  if (knownPrefixes.some((prefix) => path.startsWith(prefix))) return path;
  if (path.startsWith("/")) return `/objects${path}`;
  return path;
}
