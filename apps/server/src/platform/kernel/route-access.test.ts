import { describe, expect, it } from "vitest";
import type { AuthUser } from "../auth-context.ts";
import { AppError } from "../errors.ts";
import { type Access, accessRefusal } from "./route-access.ts";

const user = (roles: AuthUser["roles"], emailVerified = true): AuthUser => ({
  id: 1,
  roles,
  emailVerified,
  sessionId: "s",
});

/** The refusal as "status CODE message", or "ok". */
function verdict(access: Access, who: AuthUser | null): string {
  const refused = accessRefusal(access, who);
  if (!refused) return "ok";
  expect(refused).toBeInstanceOf(AppError);
  const e = refused as AppError;
  return `${e.status} ${e.code}`;
}

describe("accessRefusal (decision 202)", () => {
  const student = user(["student"]);
  const unverifiedHost = user(["host"], false);
  it.each<[string, Access, AuthUser | null, string]>([
    ["public, signed out", "public", null, "ok"],
    ["signed-in, signed out", "signed-in", null, "401 UNAUTHENTICATED"],
    ["signed-in, unverified", "signed-in", unverifiedHost, "ok"],
    ["verified, signed out", "verified", null, "401 UNAUTHENTICATED"],
    ["verified, unverified", "verified", unverifiedHost, "403 FORBIDDEN"],
    ["verified, verified", "verified", student, "ok"],
    ["roles, signed out", ["admin"], null, "401 UNAUTHENTICATED"],
    ["roles, wrong role", ["admin", "host"], student, "403 FORBIDDEN"],
    ["roles, one of them", ["admin", "student"], student, "ok"],
    ["roles, unverified is enough", ["host"], unverifiedHost, "ok"],
    ["roles + verified, unverified", { roles: ["host"], verified: true }, unverifiedHost, "403 FORBIDDEN"],
    ["roles + verified, wrong role", { roles: ["host"], verified: true }, student, "403 FORBIDDEN"],
    ["roles + verified, both", { roles: ["student"], verified: true }, student, "ok"],
  ])("%s", (_name, access, who, expected) => {
    expect(verdict(access, who)).toBe(expected);
  });

  it("tells an unverified user to verify their email (the page the web shows keys on it)", () => {
    expect(accessRefusal("verified", unverifiedHost)?.message).toBe("Verify your email address to continue.");
    expect(accessRefusal(["admin"], student)?.message).toBe("You do not have permission to do that.");
  });
});
