import { useQuery } from "@tanstack/react-query";
import { formatLongDate } from "../../../shared/common/dates";
import { GROUP_ROLE_LABELS } from "../../../shared/groups/basics";
import { Badge } from "../../components/ui/badge";
import { boxedListClass } from "../../components/ui/card";
import { useSite } from "../../lib/site";
import { GroupListState } from "./GroupListState";
import { groupMembersQuery } from "./queries";

/** The group's members, owners and admins first: for its members only. */
export function GroupMemberList({ slug }: { slug: string }) {
  const { timeZone } = useSite();
  const members = useQuery(groupMembersQuery(slug));
  return (
    <section className="mt-8" aria-labelledby="gruppe-mitglieder">
      <h2 id="gruppe-mitglieder" className="text-xl font-bold text-stone-900">
        Mitglieder
      </h2>
      <p className="mt-1 text-sm text-stone-700">Diese Liste sehen nur Mitglieder der Gruppe.</p>
      <div>
        <GroupListState query={members} failed="Die Mitgliederliste konnte nicht geladen werden.">
          {(list) => (
            <ul aria-label="Mitglieder der Gruppe" className={boxedListClass()}>
              {list.map((member) => (
                <li
                  key={member.userId ?? `${member.name}-${member.joinedAt}`}
                  className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
                >
                  <span className="min-w-0 break-words font-medium text-stone-900">{member.name}</span>
                  <span className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
                    {member.role !== "member" ? (
                      <Badge className="bg-sky-100 text-sky-900">{GROUP_ROLE_LABELS[member.role]}</Badge>
                    ) : null}
                    {`seit ${formatLongDate(member.joinedAt, timeZone)}`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </GroupListState>
      </div>
    </section>
  );
}
