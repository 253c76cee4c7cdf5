import { Plus } from "lucide-react";
import { ButtonLink } from "./ui/button-link";

/** The heading row of an editorial list in the team's area: its title, and at the other end the way to a new item. */
export function AdminListHeading({
  title,
  newHref,
  newLabel,
}: {
  title: string;
  newHref: string;
  newLabel: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
      <ButtonLink href={newHref} icon={Plus}>
        {newLabel}
      </ButtonLink>
    </div>
  );
}
