import type { Role } from "@guildforge/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { locations } from "../../db/schema/index.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";

// POST/PATCH /api/venues permissions: hosts, self-hosting instructors and admins create; the
// owner or an admin edits; students and other hosts cannot. PGlite, or PostgreSQL with TEST_DB.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
  await t.db.insert(locations).values([
    { kind: "country", slug: "vv", path: "vv", name: "Vland", timeZone: "Europe/Berlin" },
    { kind: "city", slug: "burg", path: "vv/burg", name: "Burg", lat: 50, lng: 8, timeZone: "Europe/Berlin" },
  ]);
}, 60_000);
afterAll(() => t?.close());

async function as(roles: Role[]) {
  const user = await createUser(t.db, { roles });
  const client = sessionClient(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}
const forge = (name: string) => ({ name, address: "2 Hammer Street, Burg", location_path: "vv/burg", lat: 50, lng: 8 });

describe("POST /api/venues", () => {
  it("hosts, instructors (hosting themselves) and admins create forges they own; students get 403", async () => {
    for (const roles of [["host"], ["instructor"], ["admin"]] as Role[][]) {
      const { user, client } = await as(roles);
      const res = await client.post("/api/venues", forge(`Forge of ${roles[0]}`));
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        owner: { id: user.id },
        can_manage: true,
        location: { path: "vv/burg", time_zone: "Europe/Berlin" },
      });
    }
    const student = await as([]);
    expect((await student.client.post("/api/venues", forge("Student forge"))).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "POST", url: "/api/venues", payload: forge("Nobody's forge") });
    expect(anonymous.statusCode).toBeGreaterThanOrEqual(401);
    expect(anonymous.statusCode).toBeLessThan(420);
  });

  it("validates by field: unknown place 422, bad coordinates 422; names get unique slugs", async () => {
    const { client } = await as(["host"]);
    const unknown = await client.post("/api/venues", { ...forge("Lost forge"), location_path: "vv/nowhere" });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toContain("location_path");
    const bad = await client.post("/api/venues", { ...forge("Polar forge"), lat: 95 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toContain("lat");
    const a = (await client.post("/api/venues", forge("Twin Forge"))).json().data;
    const b = (await client.post("/api/venues", forge("Twin Forge"))).json().data;
    expect([a.slug, b.slug]).toEqual(["twin-forge", "twin-forge-2"]);
  });

  it("a retry with the same Idempotency-Key returns the first forge, also when the retries race", async () => {
    const { user, client } = await as(["host"]);
    const key = { "idempotency-key": "venue-create-1" };
    const first = await client.post("/api/venues", forge("Retried Forge"), key);
    expect(first.statusCode).toBe(201);
    const again = await client.post("/api/venues", forge("Retried Forge"), key);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(first.json().data);

    const raced = { "idempotency-key": "venue-create-2" };
    const both = await Promise.all([1, 2].map(() => client.post("/api/venues", forge("Raced Forge"), raced)));
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(new Set(both.map((r) => r.json().data.id)).size).toBe(1);

    // A new key is a new forge; another owner's identical key is theirs alone.
    const other = await client.post("/api/venues", forge("Retried Forge"), { "idempotency-key": "venue-create-3" });
    expect(other.json().data.id).not.toBe(first.json().data.id);
    const someoneElse = await as(["host"]);
    const theirs = await someoneElse.client.post("/api/venues", forge("Retried Forge"), key);
    expect(theirs.json().data).toMatchObject({ owner: { id: someoneElse.user.id } });
    expect(theirs.json().data.id).not.toBe(first.json().data.id);

    const mine = (await client.get("/api/venues?mine=true")).json().data as { owner: { id: number }; name: string }[];
    expect(mine.filter((v) => v.owner.id === user.id).map((v) => v.name)).toEqual([
      "Retried Forge",
      "Raced Forge",
      "Retried Forge",
    ]);
  });
});

describe("PATCH /api/venues/{id}", () => {
  it("the owner and admins edit; another host, an instructor and a student get 403; missing is 404", async () => {
    const owner = await as(["host"]);
    const id = (await owner.client.post("/api/venues", forge("Owned Forge"))).json().data.id;
    const edited = await owner.client.patch(`/api/venues/${id}`, { equipment: ["Coal forge", 'Anvil "Peter"'] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.equipment).toEqual(["Coal forge", 'Anvil "Peter"']);

    for (const roles of [["host"], ["instructor"], []] as Role[][]) {
      const other = await as(roles);
      expect((await other.client.patch(`/api/venues/${id}`, { name: "Taken over" })).statusCode).toBe(403);
    }
    const admin = await as(["admin"]);
    const renamed = await admin.client.patch(`/api/venues/${id}`, { name: "Renamed Forge" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: "Renamed Forge", slug: "renamed-forge", can_manage: true });
    expect((await admin.client.patch("/api/venues/999999", { name: "Ghost forge" })).statusCode).toBe(404);

    const publicView = (await t.app.inject({ method: "GET", url: `/api/venues/${id}` })).json().data;
    expect(publicView).toMatchObject({ name: "Renamed Forge", can_manage: false });
  });

  it("an instructor who created a forge edits it", async () => {
    const teacher = await as(["instructor"]);
    const id = (await teacher.client.post("/api/venues", forge("Backyard Forge"))).json().data.id;
    const res = await teacher.client.patch(`/api/venues/${id}`, { accessibility_notes: "Step-free via the gate." });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.accessibility_notes).toBe("Step-free via the gate.");
  });
});
