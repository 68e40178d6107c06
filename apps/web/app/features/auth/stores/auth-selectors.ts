import type { CurrentUser, Role } from "@guildforge/contracts";

type MaybeUser = CurrentUser | null | undefined;
interface AuthSnapshot {
  user: CurrentUser | null;
  isLoggedIn: boolean;
}

/** docs/product.md#entities: the display name falls back to "User". */
export function displayName(user: MaybeUser): string {
  return user?.name?.trim() || "User";
}

const hasRole = (user: MaybeUser, role: Role) => user?.roles.includes(role) === true;

/** docs/product.md#roles role flags, from the user's roles list. */
export const isStudent = (user: MaybeUser) => hasRole(user, "student");
export const isInstructor = (user: MaybeUser) => hasRole(user, "instructor");
export const isHost = (user: MaybeUser) => hasRole(user, "host");
export const isAdmin = (user: MaybeUser) => hasRole(user, "admin");

export function roleFlags(user: MaybeUser) {
  return { isStudent: isStudent(user), isInstructor: isInstructor(user), isHost: isHost(user), isAdmin: isAdmin(user) };
}

/** docs/product.md#roles: managing classes is for instructors, hosts and admins. */
export function canManageClasses(user: MaybeUser): boolean {
  return isInstructor(user) || isHost(user) || isAdmin(user);
}

/** docs/product.md#states: email verification is required when logged in and email_verified_at is empty. */
export function needsEmailVerification(state: AuthSnapshot): boolean {
  return state.isLoggedIn && state.user !== null && !state.user.email_verified_at;
}

/** Zustand selectors (each returns a primitive, so components re-render only on change). */
export const selectUser = (s: AuthSnapshot) => s.user;
export const selectIsLoggedIn = (s: AuthSnapshot) => s.isLoggedIn;
export const selectDisplayName = (s: AuthSnapshot) => displayName(s.user);
export const selectIsStudent = (s: AuthSnapshot) => isStudent(s.user);
export const selectIsInstructor = (s: AuthSnapshot) => isInstructor(s.user);
export const selectIsHost = (s: AuthSnapshot) => isHost(s.user);
export const selectIsAdmin = (s: AuthSnapshot) => isAdmin(s.user);
export const selectCanManageClasses = (s: AuthSnapshot) => canManageClasses(s.user);
export const selectNeedsEmailVerification = needsEmailVerification;
