import { randomUUID } from "node:crypto";
import type { Role } from "@guildforge/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { instructorInvitations, locations } from "../../db/schema/index.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";

// GET /api/venues?mine=true&teaching=true (decision 212): the class form's picker lists the forges
// one owns and those one teaches at through an accepted instructor invitation (decision 211).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
  await t.db.insert(locations).values([
    { kind: "country", slug: "tl", path: "tl", name: "Tland", timeZone: "Europe/Berlin" },
    { kind: "city", slug: "ham", path: "tl/ham", name: "Ham", lat: 50, lng: 8, timeZone: "Europe/Berlin" },
  ]);
}, 60_000);
afterAll(() => t?.close());

type Client = ReturnType<typeof sessionClient>;
async function as(roles: Role[]) {
  const user = await createUser(t.db, { roles });
  const client = sessionClient(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}
const forge = (name: string) => ({ name, address: "3 Tong Lane, Ham", location_path: "tl/ham", lat: 50, lng: 8 });
const create = async (client: Client, name: string): Promise<number> =>
  (await client.post("/api/venues", forge(name))).json().data.id;
const names = async (client: Client, query: string) => {
  const res = await client.get(`/api/venues?${query}&limit=100`);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { data: { name: string }[]; meta: { total: number } };
  return { names: body.data.map((v) => v.name), total: body.meta.total };
};

/** An instructor invitation to a forge, accepted by `acceptedBy` (or still open when null). */
async function invite(venueId: number, invitedBy: number, email: string, acceptedBy: number | null) {
  await t.db.insert(instructorInvitations).values({
    email,
    tokenHash: randomUUID(),
    invitedBy,
    venueId,
    expiresAt: new Date(Date.now() + 86_400_000),
    acceptedAt: acceptedBy === null ? null : new Date(),
    acceptedBy,
  });
}

describe("GET /api/venues: mine and teaching", () => {
  it("teaching=true lists the forges one accepted an invitation to; with mine=true, owned ones too", async () => {
    const host = await as(["host"]);
    const linked = await create(host.client, "Linked Forge");
    const pending = await create(host.client, "Pending Forge");
    await create(host.client, "Unrelated Forge");
    const teacher = await as(["instructor"]);
    await create(teacher.client, "Own Forge");
    const other = await as(["instructor"]);

    await invite(linked, host.user.id, teacher.user.email, teacher.user.id);
    // Not links: an invitation not accepted yet, and one accepted by someone else.
    await invite(pending, host.user.id, teacher.user.email, null);
    await invite(pending, host.user.id, other.user.email, other.user.id);

    expect(await names(teacher.client, "mine=true")).toEqual({ names: ["Own Forge"], total: 1 });
    expect(await names(teacher.client, "teaching=true")).toEqual({ names: ["Linked Forge"], total: 1 });
    expect(await names(teacher.client, "mine=true&teaching=true")).toEqual({
      names: ["Linked Forge", "Own Forge"],
      total: 2,
    });
    expect(await names(other.client, "teaching=true")).toEqual({ names: ["Pending Forge"], total: 1 });
    // The host owns all three and teaches at none.
    expect((await names(host.client, "mine=true&teaching=true")).total).toBe(3);
    expect(await names(host.client, "teaching=true")).toEqual({ names: [], total: 0 });
  });

  it("teaching=false filters nothing; an admin's mine=true stays every forge whatever teaching says", async () => {
    const admin = await as(["admin"]);
    const all = await names(admin.client, "mine=false");
    expect(await names(admin.client, "teaching=false")).toEqual(all);
    expect(await names(admin.client, "mine=true")).toEqual(all);
    expect(await names(admin.client, "mine=true&teaching=true")).toEqual(all);
  });

  it("signed out, teaching=true is a 401 in the SPEC's shape; a bad value is the 422 body", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/venues?teaching=true" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: "UNAUTHENTICATED", status: 401 } });
    const bad = await t.app.inject({ method: "GET", url: "/api/venues?teaching=yes" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(["teaching"]);
  });
});
