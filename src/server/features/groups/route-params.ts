import { z } from "zod";
import {
  GROUP_ATTACHMENT_NOT_FOUND,
  GROUP_COMMENT_NOT_FOUND,
  GROUP_POST_NOT_FOUND,
  POLL_NOT_FOUND,
} from "../../../shared/groups/groups";

/** The groups' route parameters, parsed before any handler: an id out of range is the item's 404 message. */
export const slugParams = z.object({ slug: z.string().max(120) });
export const memberParams = slugParams.extend({ userId: z.uuid({ error: "Unbekanntes Mitglied." }) });
const itemId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
export const pollParams = slugParams.extend({ id: itemId(POLL_NOT_FOUND) });
export const itemParams = slugParams.extend({ id: itemId(GROUP_POST_NOT_FOUND) });
export const commentParams = itemParams.extend({ commentId: itemId(GROUP_COMMENT_NOT_FOUND) });
export const invitationParams = slugParams.extend({ token: z.string().max(100) });
export const attachmentParams = slugParams.extend({
  id: z.string().regex(/^[0-9a-f]{32}$/, GROUP_ATTACHMENT_NOT_FOUND),
});
