import { describe, expect, it } from "vitest";
import { mayListen } from "./channel-policy.ts";

const student = { id: 7, roles: ["student" as const] };
const admin = { id: 9, roles: ["student" as const, "admin" as const] };

describe("mayListen", () => {
  it("lets a user listen on their own private channel only", () => {
    expect(mayListen(student, "private-user.7")).toBe(true);
    expect(mayListen(student, "private-user.8")).toBe(false);
    expect(mayListen(student, "private-user.77")).toBe(false);
    expect(mayListen(student, "private-user.07x")).toBe(false);
    expect(mayListen(student, "new-classes")).toBe(false);
  });

  it("lets admins, and only admins, listen on private-admin", () => {
    expect(mayListen(admin, "private-admin")).toBe(true);
    expect(mayListen(student, "private-admin")).toBe(false);
    expect(mayListen({ id: 3, roles: ["instructor", "host"] }, "private-admin")).toBe(false);
    expect(mayListen(admin, "private-admin.9")).toBe(false);
  });
});
