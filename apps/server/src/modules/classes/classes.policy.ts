import { effectiveClassStatus, type Role } from "@guildforge/contracts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { accessOf, definePolicy, hasRole, isAdmin, ownerOrAdmin, rule } from "../../platform/authorize.ts";
import { withValues } from "../../platform/errors.ts";

/** What a class rule looks at: its instructor, its forge's owner and its status. */
export interface ClassSubject {
  instructorId: number;
  venueOwnerId: number | null;
  status: string;
  endsAt?: Date | string | null;
  /** Set once the class was published (kept when it is cancelled). */
  publishedAt?: Date | string | null;
}

/** A forge a class would be held at: who owns it and whether the user teaches there. */
export interface ForgeSubject {
  ownerId: number;
  /** The user accepted an instructor invitation to this forge (DOMAIN.md "Instructor invitation"). */
  teachesThere: boolean;
}

const classMakers: Role[] = ["instructor", "host", "admin"];

export const isPubliclyVisible = (status: string) => status === "published" || status === "completed";

/**
 * Whose link keeps working (decision 521): a published or past class, and a cancelled class that
 * was once published (it was public; its page says it was cancelled). A draft, and a class
 * cancelled while still a draft, stay 404 to those who do not manage it.
 */
export const isPubliclyReadable = (c: Pick<ClassSubject, "status" | "publishedAt">) =>
  isPubliclyVisible(c.status) || (c.status === "cancelled" && c.publishedAt != null);

/**
 * Who manages a class (DOMAIN.md "Who"): admins all; instructors (and hosts, admins) the classes
 * they teach; hosts the classes at the forges they own.
 */
export const managesClass = (u: AuthUser, c: ClassSubject) =>
  isAdmin(u) ||
  (hasRole(u, ...classMakers) && c.instructorId === u.id) ||
  (hasRole(u, "host") && c.venueOwnerId === u.id);

/** Drafts and cancelled classes stay hidden (404) from those who may not manage them. */
const manage = {
  allow: managesClass,
  hidden: (c: ClassSubject) => !isPubliclyVisible(c.status),
  notFound: /*i18n*/ { id: "error.class_not_found", message: "Class not found." },
  denied: /*i18n*/ {
    id: "error.manage_own_classes",
    message: "You can only manage your own classes or classes at your forges.",
  },
};

const current = (c: ClassSubject) => effectiveClassStatus(c.status, c.endsAt ?? null);

/** The classes table (decision 210): every class check of the service, routes and presenter. */
export const classRules = {
  create: rule({ who: classMakers }),
  listManaged: rule({ who: classMakers }),
  view: rule<ClassSubject>({
    who: "public",
    public: isPubliclyReadable,
    allow: managesClass,
    hidden: () => true,
    notFound: /*i18n*/ { id: "error.class_not_found", message: "Class not found." },
  }),
  manage: rule<ClassSubject>(manage),
  update: rule<ClassSubject>({
    ...manage,
    conflict: (c) => {
      const s = current(c);
      return s === "cancelled" || s === "completed"
        ? withValues(
            /*i18n*/ {
              id: "error.class_no_edit",
              message: "A {status, select, cancelled {cancelled} other {completed}} class cannot be edited.",
            },
            { status: s },
          )
        : null;
    },
  }),
  publish: rule<ClassSubject>({
    ...manage,
    conflict: (c) =>
      c.status === "draft"
        ? null
        : withValues(
            /*i18n*/ {
              id: "error.publish_draft_only",
              message:
                "Only a draft can be published; this class is {status, select, cancelled {cancelled} completed {completed} other {published}}.",
            },
            { status: c.status },
          ),
  }),
  cancel: rule<ClassSubject>({
    ...manage,
    conflict: (c) => {
      const s = current(c);
      return s === "cancelled" || s === "completed"
        ? withValues(
            /*i18n*/ {
              id: "error.class_already_ended",
              message: "This class is already {status, select, cancelled {cancelled} other {completed}}.",
            },
            { status: s },
          )
        : null;
    },
  }),
  /** The forge-link rule (decision 211): a class is held at a forge one owns or teaches at; admins any. */
  holdAt: rule<ForgeSubject>({
    allow: (u, f) => ownerOrAdmin(u, f.ownerId) || f.teachesThere,
    denied: /*i18n*/ { id: "error.hold_at_forge", message: "Choose one of your forges or a forge you teach at." },
  }),
  /** The forge shown with a class: its owner or an admin may edit it (the venues table's `edit`). */
  editForge: rule<{ ownerId: number | null }>({ allow: (u, f) => ownerOrAdmin(u, f.ownerId) }),
};

export const classesPolicy = definePolicy(classRules);
/** What each route declares as its access (decision 202). */
export const classesAccess = accessOf(classRules);
