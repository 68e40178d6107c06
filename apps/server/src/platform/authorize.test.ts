import { describe, expect, it } from "vitest";
import { applicationsPolicy } from "../modules/applications/applications.policy.ts";
import { classRequestsPolicy } from "../modules/class-requests/class-requests.policy.ts";
import { classesPolicy } from "../modules/classes/classes.policy.ts";
import { invitationsPolicy } from "../modules/invitations/invitations.policy.ts";
import { roleApplicationsPolicy } from "../modules/role-applications/role-applications.policy.ts";
import { usersPolicy } from "../modules/users/users.policy.ts";
import { venuesPolicy } from "../modules/venues/venues.policy.ts";
import type { AuthUser } from "./auth-context.ts";
import { AppError } from "./errors.ts";

// One table test per feature (decision 210): principal x action -> allowed, and the refusal
// `authorize` throws (status and message) where it matters.
const as = (id: number, roles: AuthUser["roles"], emailVerified = true): AuthUser => ({
  id,
  roles,
  emailVerified,
  sessionId: "s",
});
const anon = null;
const student = as(1, ["student"]);
const unverified = as(2, ["student"], false);
const teacher = as(3, ["student", "instructor"]);
const host = as(4, ["student", "host"]);
const admin = as(5, ["student", "admin"]);

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return [e.status, e.message];
    throw e;
  }
  return "allowed";
};

describe("classes table", () => {
  const draft = { instructorId: 3, venueOwnerId: 4, status: "draft" };
  const live = { ...draft, status: "published" };
  it.each([
    ["anon", anon, false],
    ["student", student, false],
    ["teacher (teaches it)", teacher, true],
    ["host (owns its forge)", host, true],
    ["another host", as(9, ["host"]), false],
    ["instructor owning the forge but not a host", as(4, ["instructor"]), false],
    ["admin", admin, true],
  ])("manage: %s -> %s", (_n, user, allowed) => {
    expect(classesPolicy.can(user, "manage", draft)).toBe(allowed);
  });
  it("hides drafts (404), 401 signed out and 403 on a public class", () => {
    expect(refusal(() => classesPolicy.authorize(student, "manage", draft))).toEqual([404, "Class not found."]);
    expect(refusal(() => classesPolicy.authorize(anon, "manage", live))).toEqual([401, "Please sign in to continue."]);
    expect(refusal(() => classesPolicy.authorize(student, "manage", live))).toEqual([
      403,
      "You can only manage your own classes or classes at your forges.",
    ]);
  });
  it("state rules: publish drafts only; no edits or cancels once cancelled or completed", () => {
    expect(classesPolicy.can(teacher, "publish", draft)).toBe(true);
    expect(refusal(() => classesPolicy.authorize(teacher, "publish", live))).toEqual([
      409,
      "Only a draft can be published; this class is published.",
    ]);
    const past = { ...live, endsAt: new Date(Date.now() - 86_400_000) };
    expect(classesPolicy.can(teacher, "update", past)).toBe(false);
    expect(refusal(() => classesPolicy.authorize(teacher, "cancel", { ...live, status: "cancelled" }))).toEqual([
      409,
      "This class is already cancelled.",
    ]);
  });
  it("view: public classes to anyone, drafts to their managers only", () => {
    expect(classesPolicy.can(anon, "view", live)).toBe(true);
    expect(classesPolicy.can(anon, "view", draft)).toBe(false);
    expect(classesPolicy.can(teacher, "view", draft)).toBe(true);
    expect(refusal(() => classesPolicy.check(student, "view", draft))).toEqual([404, "Class not found."]);
  });
  it.each([
    ["own forge", teacher, { ownerId: 3, teachesThere: false }, true],
    ["forge taught at", teacher, { ownerId: 4, teachesThere: true }, true],
    ["another's forge", teacher, { ownerId: 4, teachesThere: false }, false],
    ["host, another's forge", host, { ownerId: 9, teachesThere: false }, false],
    ["admin, any forge", admin, { ownerId: 9, teachesThere: false }, true],
  ])("holdAt (forge-link rule): %s", (_n, user, forge, allowed) => {
    expect(classesPolicy.can(user, "holdAt", forge)).toBe(allowed);
  });
  it("create and listManaged: instructors, hosts, admins", () => {
    expect([student, teacher, host, admin].map((u) => classesPolicy.can(u, "create"))).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(refusal(() => classesPolicy.authorize(student, "listManaged"))).toEqual([
      403,
      "You do not have permission to do that.",
    ]);
  });
});

describe("venues table", () => {
  const forge = { owner_id: 4 };
  it.each([
    [anon, false],
    [student, false],
    [host, true],
    [as(9, ["host"]), false],
    [admin, true],
  ])("edit %#", (user, allowed) => {
    expect(venuesPolicy.can(user, "edit", forge)).toBe(allowed);
  });
  it("messages and create roles", () => {
    expect(refusal(() => venuesPolicy.authorize(student, "edit", forge))).toEqual([
      403,
      "You can only edit your own forges.",
    ]);
    expect(refusal(() => venuesPolicy.authorize(student, "changePhotos", forge))).toEqual([
      403,
      "You can only change your own forges.",
    ]);
    expect([student, teacher, host, admin].map((u) => venuesPolicy.can(u, "create"))).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(refusal(() => venuesPolicy.authorize(anon, "listMine"))).toEqual([401, "Please sign in to continue."]);
  });
});

describe("applications table", () => {
  const now = new Date();
  const later = new Date(now.getTime() + 86_400_000);
  it("apply needs a verified email", () => {
    expect(applicationsPolicy.can(student, "apply")).toBe(true);
    expect(refusal(() => applicationsPolicy.authorize(unverified, "apply"))).toEqual([
      403,
      "Verify your email address before applying for a class.",
    ]);
  });
  it("withdraw: the student's own active application before the class starts; others 404", () => {
    const own = { studentId: 1, status: "accepted", startsAt: later, now };
    expect(applicationsPolicy.can(student, "withdraw", own)).toBe(true);
    expect(refusal(() => applicationsPolicy.authorize(teacher, "withdraw", own))).toEqual([
      404,
      "Application not found.",
    ]);
    expect(applicationsPolicy.can(student, "withdraw", { ...own, status: "rejected" })).toBe(false);
    expect(refusal(() => applicationsPolicy.authorize(student, "withdraw", { ...own, startsAt: now }))).toEqual([
      409,
      "The class has already started; contact the instructor instead.",
    ]);
  });
  it.each([
    ["pending", [true, true, true]],
    ["waitlisted", [true, true, false]],
    ["accepted", [false, true, true]],
    ["rejected", [false, false, false]],
  ])("decisions from %s (accept, reject, waitlist)", (status, expected) => {
    const d = { managed: true, classStatus: "published", status };
    const actions = ["accepted", "rejected", "waitlisted"] as const;
    expect(actions.map((a) => applicationsPolicy.can(teacher, a, d))).toEqual(expected);
  });
  it("decisions: unmanaged is 404, closed classes 409", () => {
    const d = { managed: false, classStatus: "published", status: "pending" };
    expect(refusal(() => applicationsPolicy.authorize(host, "accepted", d))).toEqual([404, "Application not found."]);
    expect(
      refusal(() =>
        applicationsPolicy.authorize(teacher, "accepted", { ...d, managed: true, classStatus: "completed" }),
      ),
    ).toEqual([409, "This class is completed; decisions are closed."]);
    expect(applicationsPolicy.can(student, "accepted", { ...d, managed: true })).toBe(false);
  });
});

describe("class-requests table", () => {
  const inReview = { requesterId: 1, status: "in_review", mergedIntoId: null };
  const approved = { ...inReview, status: "approved" };
  it("edit: the requester while in review or rejected; others 404 unless public or admin (403)", () => {
    expect(classRequestsPolicy.can(student, "edit", inReview)).toBe(true);
    expect(classRequestsPolicy.can(student, "edit", approved)).toBe(false);
    expect(refusal(() => classRequestsPolicy.authorize(teacher, "edit", inReview))).toEqual([
      404,
      "Class request not found.",
    ]);
    expect(refusal(() => classRequestsPolicy.authorize(teacher, "edit", approved))).toEqual([
      403,
      "Only the requester can edit this request.",
    ]);
    expect(refusal(() => classRequestsPolicy.authorize(admin, "edit", inReview))).toEqual([
      403,
      "Only the requester can edit this request.",
    ]);
    expect(refusal(() => classRequestsPolicy.authorize(student, "edit", { ...inReview, mergedIntoId: 7 }))).toEqual([
      409,
      "This request was merged into another and can no longer be edited.",
    ]);
  });
  it("view and vote", () => {
    expect(classRequestsPolicy.can(anon, "view", approved)).toBe(true);
    expect(classRequestsPolicy.can(anon, "view", inReview)).toBe(false);
    expect(classRequestsPolicy.can(admin, "view", inReview)).toBe(true);
    expect(classRequestsPolicy.can(teacher, "vote", approved)).toBe(true);
    expect(refusal(() => classRequestsPolicy.authorize(teacher, "vote", inReview))).toEqual([
      404,
      "Class request not found.",
    ]);
    expect(refusal(() => classRequestsPolicy.authorize(student, "vote", inReview))).toEqual([
      409,
      "Votes open once the request has been approved.",
    ]);
  });
  it("roles: fulfil (instructor, admin) with a class one teaches; review and merge admin only", () => {
    expect([student, teacher, host, admin].map((u) => classRequestsPolicy.can(u, "fulfil"))).toEqual([
      false,
      true,
      false,
      true,
    ]);
    expect(classRequestsPolicy.can(teacher, "fulfilWith", { instructorId: 3 })).toBe(true);
    expect(classRequestsPolicy.can(teacher, "fulfilWith", { instructorId: 8 })).toBe(false);
    expect(classRequestsPolicy.can(admin, "fulfilWith", { instructorId: 8 })).toBe(true);
    expect([teacher, admin].map((u) => classRequestsPolicy.can(u, "merge"))).toEqual([false, true]);
  });
});

describe("invitations, role applications and users tables", () => {
  it("invitations: hosts and admins invite, to their own forge (admins any); the invited address accepts", () => {
    expect([student, teacher, host, admin].map((u) => invitationsPolicy.can(u, "create"))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(invitationsPolicy.can(host, "inviteTo", { ownerId: 4 })).toBe(true);
    expect(invitationsPolicy.can(host, "inviteTo", { ownerId: 9 })).toBe(false);
    expect(invitationsPolicy.can(admin, "inviteTo", { ownerId: 9 })).toBe(true);
    expect(invitationsPolicy.can(anon, "view")).toBe(true);
    const to = { invitedEmail: "Ann@Example.test", userEmail: "ann@example.test" };
    expect(invitationsPolicy.can(student, "accept", to)).toBe(true);
    expect(refusal(() => invitationsPolicy.authorize(student, "accept", { ...to, userEmail: "bob@x.test" }))).toEqual([
      403,
      "This invitation was sent to another email address. Sign in with that address to accept it.",
    ]);
  });
  it("role applications: any account applies; admins list all and decide", () => {
    expect(roleApplicationsPolicy.can(student, "apply")).toBe(true);
    expect(refusal(() => roleApplicationsPolicy.authorize(anon, "apply"))).toEqual([
      401,
      "Please sign in to continue.",
    ]);
    expect([student, admin].map((u) => roleApplicationsPolicy.can(u, "decide"))).toEqual([false, true]);
  });
  it("users: anyone views a public profile; only a signed-in user edits their own", () => {
    expect(usersPolicy.can(anon, "viewPublic")).toBe(true);
    expect(usersPolicy.can(anon, "editOwn")).toBe(false);
    expect(usersPolicy.can(student, "editOwn")).toBe(true);
  });
});
