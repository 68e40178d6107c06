import type { Role } from "@guildforge/contracts";
import type { LightMyRequestResponse } from "fastify";
import { createUser } from "../../../test/factories.ts";
import type { TestApp } from "../../../test/harness.ts";
import { locations } from "../../db/schema/index.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";

/** Test-only helpers shared by the classes integration tests (never imported by app code). */

/** One session `days` from now lasting `hours`. */
export const future = (days: number, hours = 3) => {
  const s = new Date(Date.now() + days * 86_400_000);
  return { starts_at: s.toISOString(), ends_at: new Date(s.getTime() + hours * 3_600_000).toISOString() };
};

/** A signed-in user with these roles (plus student). */
export async function signedIn(t: TestApp, roles: Role[]) {
  const user = await createUser(t.db, { roles });
  const client = sessionClient(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}
export type SignedIn = Awaited<ReturnType<typeof signedIn>>;

/** A country and a city below it; returns the city's path. */
export async function makePlaces(t: TestApp, country = "zz"): Promise<string> {
  const [c] = await t.db
    .insert(locations)
    .values({ kind: "country", slug: country, path: country, name: `Land ${country}`, timeZone: "Europe/London" })
    .returning({ id: locations.id });
  const city = `${country}/town`;
  await t.db.insert(locations).values({
    parentId: c?.id ?? null,
    kind: "city",
    slug: "town",
    path: city,
    name: "Town",
    lat: 51.5,
    lng: -0.1,
    timeZone: "Europe/London",
  });
  return city;
}

/** POST /api/venues as `who`; returns the response. */
export function postVenue(who: SignedIn, locationPath: string, name = "Anvil Yard"): Promise<LightMyRequestResponse> {
  return who.client.post("/api/venues", {
    name,
    address: "1 Forge Lane, Town",
    location_path: locationPath,
    lat: 51.5,
    lng: -0.1,
  });
}

/** Creates a draft (201 expected) with sensible defaults, then publishes it unless `draft`. */
export async function makeClass(
  who: SignedIn,
  body: Record<string, unknown>,
  opts: { draft?: boolean } = {},
): Promise<{ id: number; url: string; slug: string }> {
  const created = await who.client.post("/api/classes", {
    summary: "Hands-on forging.",
    theme: "knife-making",
    skill_level: "beginner",
    sessions: [future(10)],
    capacity: 6,
    price_cents: 5000,
    currency: "USD",
    ...body,
  });
  if (created.statusCode !== 201) throw new Error(`create: ${created.statusCode} ${created.body}`);
  const c = created.json().data as { id: number; url: string; slug: string };
  if (!opts.draft) {
    const pub = await who.client.post(`/api/classes/${c.id}/publish`);
    if (pub.statusCode !== 200) throw new Error(`publish: ${pub.statusCode} ${pub.body}`);
  }
  return c;
}
