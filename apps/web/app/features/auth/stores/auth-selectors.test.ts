import type { CurrentUser, Role } from "@guildforge/contracts";
import { describe, expect, it } from "vitest";
import { canManageClasses, displayName, needsEmailVerification, roleFlags } from "./auth-selectors";

const user = (roles: Role[], extra: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 1,
  name: "Ada Forge",
  email: "ada@x.test",
  email_verified_at: "2026-01-01T00:00:00Z",
  roles,
  primary_role: roles[0] ?? "student",
  language: null,
  ...extra,
});

describe("displayName (docs/product.md#entities)", () => {
  it.each([
    [user(["student"]), "Ada Forge"],
    [user(["student"], { name: "" }), "User"],
    [user(["student"], { name: "   " }), "User"],
    [null, "User"],
  ])("%j -> %s", (u, name) => {
    expect(displayName(u)).toBe(name);
  });
});

describe("role flags and class management (docs/product.md#roles)", () => {
  it.each([
    { roles: [], flags: [false, false, false, false], manage: false },
    { roles: ["student"], flags: [true, false, false, false], manage: false },
    { roles: ["student", "instructor"], flags: [true, true, false, false], manage: true },
    { roles: ["host"], flags: [false, false, true, false], manage: true },
    { roles: ["admin"], flags: [false, false, false, true], manage: true },
  ] as { roles: Role[]; flags: boolean[]; manage: boolean }[])("$roles", ({ roles, flags, manage }) => {
    const f = roleFlags(user(roles));
    expect([f.isStudent, f.isInstructor, f.isHost, f.isAdmin]).toEqual(flags);
    expect(canManageClasses(user(roles))).toBe(manage);
  });

  it("no user has no flags", () => {
    expect(roleFlags(null)).toEqual({ isStudent: false, isInstructor: false, isHost: false, isAdmin: false });
    expect(canManageClasses(null)).toBe(false);
  });
});

describe("needsEmailVerification (docs/product.md#states)", () => {
  it.each([
    { isLoggedIn: true, verified: null, needs: true },
    { isLoggedIn: true, verified: "", needs: true },
    { isLoggedIn: true, verified: "2026-01-01T00:00:00Z", needs: false },
    { isLoggedIn: false, verified: null, needs: false },
  ])("logged in $isLoggedIn, verified at $verified -> $needs", ({ isLoggedIn, verified, needs }) => {
    const state = { isLoggedIn, user: user(["student"], { email_verified_at: verified }) };
    expect(needsEmailVerification(state)).toBe(needs);
  });
});
