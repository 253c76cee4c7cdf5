import type { GroupDetail } from "../../../shared/groups/basics";
import { GroupEvents } from "./GroupEvents";
import { GroupPolls } from "./GroupPolls";
import { GroupPosts, groupPlaceOf } from "./GroupPosts";

/**
 * A group's life on its page: posts, polls and events, read by the browser after the page (each answer is
 * the viewer's own), its code loaded apart from the public page (GroupPage).
 */
export function GroupLife({ group }: { group: GroupDetail }) {
  const place = groupPlaceOf(group);
  return (
    <>
      <GroupPosts place={place} />
      <GroupPolls place={place} />
      <GroupEvents group={group} place={place} />
    </>
  );
}
