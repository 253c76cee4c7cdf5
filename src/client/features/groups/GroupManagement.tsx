import type { GroupDetail } from "../../../shared/groups/basics";
import { Skeleton } from "../../components/ui/skeleton";
import { deferred, useDeferredWhen } from "../../lib/deferred";

/** The admins' tools load only for the group's admins, never with the public page. */
const groupAdmin = deferred(() => import("./GroupAdmin"));

/** 'Gruppe verwalten': requests, invitations, members and the profile, for the group's owners and admins. */
export function GroupManagement({ group }: { group: GroupDetail }) {
  const admin = useDeferredWhen(groupAdmin, true);
  return (
    <section className="mt-10 border-t border-stone-200 pt-6" aria-labelledby="gruppe-verwalten">
      <h2 id="gruppe-verwalten" className="text-2xl font-bold text-stone-900">
        Gruppe verwalten
      </h2>
      {admin ? <admin.GroupAdmin group={group} /> : <Skeleton className="mt-4 h-40 w-full" />}
    </section>
  );
}
