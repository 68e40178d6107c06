import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { linkToForge, makeClass, makePlaces, postVenue, type SignedIn, signedIn } from "./classes.test-helpers.ts";

// The forge-link rule (decision 211): a class is held at a forge the caller owns or teaches at
// (an accepted invitation to it); admins any. PGlite by default; TEST_DB=postgres runs the same.
let t: TestApp;
let host: SignedIn;
let otherHost: SignedIn;
let teacher: SignedIn;
let admin: SignedIn;
let hostForge: number;
let otherForge: number;
let ownForge: number;
const refusal = { venue_id: ["Choose one of your forges or a forge you teach at."] };

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
  const city = await makePlaces(t, "fl");
  [host, otherHost, teacher, admin] = await Promise.all([
    signedIn(t, ["host"]),
    signedIn(t, ["host"]),
    signedIn(t, ["instructor"]),
    signedIn(t, ["admin"]),
  ]);
  hostForge = (await postVenue(host, city, "Host Forge")).json().data.id;
  otherForge = (await postVenue(otherHost, city, "Other Forge")).json().data.id;
  ownForge = (await postVenue(teacher, city, "Teacher's Shed")).json().data.id;
  await linkToForge(t, hostForge, teacher);
}, 60_000);
afterAll(() => t?.close());

const draft = (venue_id: number) => ({
  title: "Forge-linked draft",
  summary: "Hands-on forging.",
  theme: "knife-making",
  skill_level: "beginner",
  sessions: [],
  capacity: 6,
  price_cents: 5000,
  currency: "USD",
  venue_id,
});

describe("creating a class", () => {
  it("at a forge one owns or teaches at; another host's forge is a 422 on venue_id", async () => {
    expect((await teacher.client.post("/api/classes", draft(ownForge))).statusCode).toBe(201);
    expect((await teacher.client.post("/api/classes", draft(hostForge))).statusCode).toBe(201);
    const refused = await teacher.client.post("/api/classes", draft(otherForge));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: refusal.venue_id[0], errors: refusal });
    expect((await host.client.post("/api/classes", draft(otherForge))).statusCode).toBe(422);
    expect((await admin.client.post("/api/classes", draft(otherForge))).statusCode).toBe(201);
  });

  it("an invitation not yet accepted does not link", async () => {
    const invited = await signedIn(t, ["instructor"]);
    const res = await host.client.post("/api/instructor-invitations", {
      email: invited.user.email,
      venue_id: hostForge,
    });
    expect([201, 409]).toContain(res.statusCode);
    expect((await invited.client.post("/api/classes", draft(hostForge))).statusCode).toBe(422);
  });
});

describe("moving a class", () => {
  it("to another host's forge is refused and the class stays where it was (no hand-over, no roster)", async () => {
    const c = await makeClass(teacher, { title: "Staying put", venue_id: hostForge });
    const moved = await teacher.client.patch(`/api/classes/${c.id}`, { venue_id: otherForge });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual(refusal);
    const after = (await t.app.inject({ method: "GET", url: `/api/classes/${c.id}` })).json().data;
    expect(after.venue.id).toBe(hostForge);
    // The other host does not manage it (403 on a published class) nor see its roster.
    expect((await otherHost.client.patch(`/api/classes/${c.id}`, { capacity: 2 })).statusCode).toBe(403);
    const roster = await otherHost.client.get("/api/manage/students");
    expect(roster.statusCode).toBe(200);
    expect(roster.body).not.toContain("Staying put");
  });

  it("a host managing a class at their forge cannot move it to a forge they neither own nor teach at", async () => {
    const c = await makeClass(teacher, { title: "Host edits", venue_id: hostForge });
    expect((await host.client.patch(`/api/classes/${c.id}`, { venue_id: otherForge })).statusCode).toBe(422);
  });

  it("keeping the forge, moving to one's own forge, and an admin moving anywhere are allowed", async () => {
    const c = await makeClass(teacher, { title: "Moves", venue_id: hostForge });
    expect((await teacher.client.patch(`/api/classes/${c.id}`, { venue_id: hostForge, capacity: 5 })).statusCode).toBe(
      200,
    );
    expect((await teacher.client.patch(`/api/classes/${c.id}`, { venue_id: ownForge })).statusCode).toBe(200);
    expect((await admin.client.patch(`/api/classes/${c.id}`, { venue_id: otherForge })).statusCode).toBe(200);
  });
});

describe("inviting to a forge", () => {
  it("a host invites only to a forge they own (422 on venue_id otherwise); admins any", async () => {
    const email = (n: string) => `forge-link-${n}-${Date.now()}@example.test`;
    const mine = await host.client.post("/api/instructor-invitations", { email: email("a"), venue_id: hostForge });
    expect(mine.statusCode).toBe(201);
    const theirs = await host.client.post("/api/instructor-invitations", { email: email("b"), venue_id: otherForge });
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().errors).toEqual({ venue_id: ["Choose one of your forges."] });
    const byAdmin = await admin.client.post("/api/instructor-invitations", { email: email("c"), venue_id: otherForge });
    expect(byAdmin.statusCode).toBe(201);
  });
});
