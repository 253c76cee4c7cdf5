import type { GroupSummary } from "../../../shared/groups/basics";
import { cn } from "../../components/ui/cn";
import { ContentImage } from "../articles/ContentImage";
import { imageSrc } from "../articles/categoryStyle";

/** 'Turnverein Suhr' → 'TS': what stands for a group that has no logo yet. */
export function groupInitials(name: string): string {
  const words = name.split(/[\s-]+/).filter((word) => /^\p{L}/u.test(word));
  return (
    words
      .slice(0, 2)
      .map((word) => word[0]!.toLocaleUpperCase("de-CH"))
      .join("") || name.slice(0, 1).toLocaleUpperCase("de-CH")
  );
}

/** The group's logo, or its initials on a tinted square; decorative, the name stands beside it. */
export function GroupLogo({
  group,
  className,
}: {
  group: Pick<GroupSummary, "name" | "logoUrl">;
  className?: string;
}) {
  const logo = imageSrc(group.logoUrl);
  const frame = cn("shrink-0 overflow-hidden rounded-lg border border-stone-200 bg-white", className);
  if (logo) return <ContentImage src={logo} sizes="6rem" className={cn(frame, "object-cover")} />;
  return (
    <span
      aria-hidden="true"
      className={cn(frame, "flex items-center justify-center bg-sky-50 font-bold text-sky-900")}
    >
      {groupInitials(group.name)}
    </span>
  );
}

/** '12 Mitglieder', '1 Mitglied'. */
export const memberCountText = (count: number) => (count === 1 ? "1 Mitglied" : `${count} Mitglieder`);
