import type { AuthUser } from "../../platform/auth-context.ts";
import { isAdmin } from "../../platform/authorize.ts";
import type { ServerText } from "../../platform/i18n/server-i18n.ts";
import type { ClassBetween } from "./messages.repository.ts";

/** The statuses anyone may see (the classes module's `isPubliclyVisible`; modules do not import each other). */
const isPublic = (status: string) => status === "published" || status === "completed";

const texts = {
  noSuchClass: /*i18n*/ { id: "error.conversation_class_missing", message: "Choose an existing class." },
  notPublished: /*i18n*/ {
    id: "error.conversation_class_unpublished",
    message: "Choose a published class: this one is not open to the public.",
  },
  notShared: /*i18n*/ {
    id: "error.conversation_class_unshared",
    message: "Choose a class this person teaches or hosts, or one of yours they applied to.",
  },
};
/** The English of each refusal (tests). */
export const noSuchClass = texts.noSuchClass.message;
export const classNotPublished = texts.notPublished.message;
export const classNotShared = texts.notShared.message;

/**
 * Why a conversation between `user` and `otherId` cannot be about this class (the 422 message on
 * `class_id`), or null when it can (decision 506). The class must be published (or completed)
 * and tie both people to it: the other person teaches it or owns its forge (anyone may ask them
 * about it, DOMAIN.md "Messages"), or the user teaches it, owns its forge or is an admin and the
 * other person applied to it. A class the user may not see (someone else's draft or cancelled
 * class) answers as if it did not exist.
 */
export function conversationClassProblem(
  user: AuthUser,
  otherId: number,
  c: ClassBetween | undefined,
): ServerText | null {
  if (!c) return texts.noSuchClass;
  const manages = (id: number) => c.instructor_id === id || c.owner_id === id;
  if (!isPublic(c.status)) return manages(user.id) || isAdmin(user) ? texts.notPublished : texts.noSuchClass;
  if (manages(otherId)) return null;
  return (manages(user.id) || isAdmin(user)) && c.other_applied ? null : texts.notShared;
}
