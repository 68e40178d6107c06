import type { Role } from "@guildforge/contracts";
import type { AuthUser } from "./auth-context.ts";
import { type ErrorText, errors, errorTexts, type FieldText } from "./errors.ts";
import { type Access, accessRefusal, emailNotVerified } from "./kernel/route-access.ts";

/**
 * Object-level authorisation (decision 210), in the manner of outline's policies: each feature
 * declares one table `action -> rule` (`<feature>.policy.ts`) and asks it through `can` (a
 * boolean, for presenters' `can_*` flags and list filters) or `authorize` (throws the errors of
 * docs/product.md#errors). The services, routes and presenters therefore share one definition of each rule.
 */

export type { Access };

export interface Rule<S> {
  /** Who may attempt it (default "signed-in"): the route-level access of decision 202, which routes declare through `accessOf`. */
  who?: Access;
  /** True when anyone, signed in or not, may do it to this object (reads of public things). */
  public?: (subject: S) => boolean;
  /** The object rule for a signed-in user who passed `who` (default: allowed). */
  allow?: (user: AuthUser, subject: S) => boolean;
  /** When refused, answer 404 instead of 401/403: the object must stay hidden from this user. */
  hidden?: (subject: S, user: AuthUser | null) => boolean;
  /** The 404 message when hidden (a catalog text, in the reader's language). */
  notFound?: ErrorText;
  /** The 403 message when refused. */
  denied?: ErrorText;
  /** The 403 message when `who` is "verified" and the email is not. */
  unverified?: ErrorText;
  /** The object's state forbids the action now: the 409 message (with its values: `withValues`), else null. */
  conflict?: (subject: S) => FieldText | null;
}

/** Declares one rule; `S` is what the rule looks at (the "subject"). */
export const rule = <S = undefined>(r: Rule<S>): Rule<S> => r;

// biome-ignore lint/suspicious/noExplicitAny: a table holds rules over different subjects
type Table = Record<string, Rule<any>>;
type SubjectOf<R> = R extends Rule<infer S> ? S : never;
type SubjectArg<R> = undefined extends SubjectOf<R> ? [subject?: SubjectOf<R>] : [subject: SubjectOf<R>];

const defaultDenied = errorTexts.forbidden;

/** Whether a user passes an access rule (the kernel's own check, decision 202). */
export const meetsAccess = (user: AuthUser | null, access: Access): boolean => accessRefusal(access, user) === null;

const needsVerified = (access: Access) =>
  access === "verified" || (typeof access === "object" && "verified" in access && access.verified === true);

function allowed<S>(r: Rule<S>, user: AuthUser | null, subject: S): boolean {
  if (r.public?.(subject)) return true;
  if (!meetsAccess(user, r.who ?? "signed-in")) return false;
  if (!user) return r.who === "public" && !r.allow;
  return r.allow ? r.allow(user, subject) : true;
}

/** The refusal for a rule the user does not pass (401 signed out, 403, or 404 when hidden). */
function refusal<S>(r: Rule<S>, user: AuthUser | null, subject: S): Error {
  if (r.hidden?.(subject, user)) return errors.notFound(r.notFound);
  if (!user) return errors.unauthenticated();
  const who = r.who ?? "signed-in";
  const refused = accessRefusal(who, user);
  if (refused && needsVerified(who) && !user.emailVerified && meetsAccess({ ...user, emailVerified: true }, who)) {
    return emailNotVerified(r.unverified);
  }
  // Failing `who` (a role) is the generic 403; failing the object rule says why.
  if (refused) return errors.forbidden(defaultDenied);
  return errors.forbidden(r.denied ?? defaultDenied);
}

/** Throws unless the user passes the rule, then its state check (409). */
export function check<S>(r: Rule<S>, user: AuthUser | null, subject: S): void {
  if (!allowed(r, user, subject)) throw refusal(r, user, subject);
  const conflict = r.conflict?.(subject);
  if (conflict) throw errors.conflict(conflict);
}

/**
 * The route-level access of every action of a table, for routes' `config.access` (decision 202):
 * the kernel refuses callers who fail `who` before the handler runs, and the table's object rules
 * follow in the service. One definition of who may attempt each action.
 */
export function accessOf<T extends Table>(table: T): { readonly [K in keyof T]: Access } {
  return Object.fromEntries(Object.entries(table).map(([action, r]) => [action, r.who ?? "signed-in"])) as {
    [K in keyof T]: Access;
  };
}

/** Binds a feature's table: `can`, `check` and `authorize` by action name. */
export function definePolicy<T extends Table>(table: T) {
  return {
    rules: table,
    /** Whether the user may do it now (the same rule `authorize` enforces, including state). */
    can<A extends keyof T & string>(user: AuthUser | null, action: A, ...[subject]: SubjectArg<T[A]>): boolean {
      const r = table[action] as Rule<SubjectOf<T[A]>>;
      const s = subject as SubjectOf<T[A]>;
      return allowed(r, user, s) && !r.conflict?.(s);
    },
    /** Throws the error of docs/product.md#error-bodies unless allowed; public reads pass signed out. */
    check<A extends keyof T & string>(user: AuthUser | null, action: A, ...[subject]: SubjectArg<T[A]>): void {
      check(table[action] as Rule<SubjectOf<T[A]>>, user, subject as SubjectOf<T[A]>);
    },
    /** As `check`, for actions that need an account: returns the signed-in user. */
    authorize<A extends keyof T & string>(user: AuthUser | null, action: A, ...[subject]: SubjectArg<T[A]>): AuthUser {
      const r = table[action] as Rule<SubjectOf<T[A]>>;
      const s = subject as SubjectOf<T[A]>;
      check(r, user, s);
      if (!user) throw refusal({ ...r, public: undefined }, null, s);
      return user;
    },
  };
}

/** Shared predicates the tables compose. */
export const hasRole = (user: AuthUser, ...roles: Role[]) => roles.some((r) => user.roles.includes(r));
export const isAdmin = (user: AuthUser | null) => !!user && hasRole(user, "admin");
/** The owner of a thing, or an admin. */
export const ownerOrAdmin = (user: AuthUser, ownerId: number | null) => isAdmin(user) || ownerId === user.id;
