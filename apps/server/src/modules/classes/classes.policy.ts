import type { Role } from "@guildforge/contracts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { errors } from "../../platform/errors.ts";

/** What a rule looks at: the class's instructor and its venue's owner. */
export interface ClassSubject {
  instructorId: number;
  venueOwnerId: number | null;
}

type Rule = (user: AuthUser, subject: ClassSubject) => boolean;

const hasRole = (user: AuthUser, ...roles: Role[]) => roles.some((r) => user.roles.includes(r));

/**
 * Who may do what with classes (DOMAIN.md "Who"), as a table: instructors manage their own
 * classes, hosts the classes at their venues, admins all. Drafts and cancelled classes are
 * visible only to those who may manage them.
 */
export const classesPolicy = {
  create: ["instructor", "host", "admin"] as Role[],
  manage: {
    admin: (u) => hasRole(u, "admin"),
    ownInstructor: (u, c) => hasRole(u, "instructor", "host", "admin") && c.instructorId === u.id,
    venueHost: (u, c) => hasRole(u, "host") && c.venueOwnerId === u.id,
  } satisfies Record<string, Rule>,
};

export function canManageClass(user: AuthUser | null, subject: ClassSubject): boolean {
  if (!user) return false;
  return Object.values(classesPolicy.manage).some((rule) => rule(user, subject));
}

/** 404 (not 403) for a class the user may not even see, 403 when they see it but may not manage it. */
export function enforceManage(user: AuthUser | null, subject: ClassSubject, publiclyVisible: boolean): void {
  if (canManageClass(user, subject)) return;
  if (!publiclyVisible) throw errors.notFound("Class not found.");
  if (!user) throw errors.unauthenticated();
  throw errors.forbidden("You can only manage your own classes or classes at your forges.");
}

export const isPubliclyVisible = (status: string) => status === "published" || status === "completed";
