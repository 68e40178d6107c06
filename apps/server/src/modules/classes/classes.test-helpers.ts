import { randomUUID } from "node:crypto";
import type { Role } from "@guildforge/contracts";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { createUser } from "../../../test/factories.ts";
import type { TestApp } from "../../../test/harness.ts";
import type { Db } from "../../db/client.ts";
import { classes, classSessions, instructorInvitations, locations, venues } from "../../db/schema/index.ts";
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

/**
 * Links an instructor to a forge as accepting the forge owner's invitation does (decision 211):
 * they may then hold classes there.
 */
export async function linkToForge(t: TestApp, venueId: number, instructor: SignedIn): Promise<void> {
  const [venue] = await t.db.select({ ownerId: venues.ownerId }).from(venues).where(eq(venues.id, venueId));
  if (!venue) throw new Error(`no forge ${venueId}`);
  await t.db.insert(instructorInvitations).values({
    email: instructor.user.email,
    tokenHash: randomUUID(),
    invitedBy: venue.ownerId,
    venueId,
    expiresAt: new Date(Date.now() + 86_400_000),
    acceptedAt: new Date(),
    acceptedBy: instructor.user.id,
  });
}

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

const hour = 3_600_000;

/** A session `hoursFromNow` hours away (negative: in the past) lasting `length` hours. */
export const sessionAt = (hoursFromNow: number, length = 3) => {
  const startsAt = new Date(Date.now() + hoursFromNow * hour);
  return { startsAt, endsAt: new Date(startsAt.getTime() + length * hour) };
};

/** A forge in a new city (`cityName`, time zone `timeZone`) owned by `ownerId`; returns its id. */
export async function insertVenue(db: Db, ownerId: number, cityName = "Portland", timeZone = "America/Los_Angeles") {
  const key = Math.random().toString(36).slice(2, 8);
  const [loc] = await db
    .insert(locations)
    .values({ kind: "city", slug: `c-${key}`, path: `t${key}/c-${key}`, name: cityName, timeZone })
    .returning({ id: locations.id });
  const [venue] = await db
    .insert(venues)
    .values({
      ownerId,
      locationId: loc?.id as number,
      name: `Forge ${key}`,
      slug: `forge-${key}`,
      address: "1 Anvil Lane",
      lat: 45.5,
      lng: -122.6,
    })
    .returning({ id: venues.id });
  return venue?.id as number;
}

/**
 * Inserts a class straight into the database (any status, sessions in the past allowed, which
 * the API refuses) with its sessions and the first-start / last-end mirror columns.
 */
export async function insertClass(
  db: Db,
  f: {
    instructorId: number;
    venueId?: number | null;
    status?: "draft" | "published" | "completed" | "cancelled";
    sessions: Array<{ startsAt: Date; endsAt: Date }>;
    title?: string;
    priceCents?: number;
    currency?: string;
    capacity?: number;
    seatsTaken?: number;
  },
) {
  const starts = f.sessions.map((s) => s.startsAt.getTime());
  const ends = f.sessions.map((s) => s.endsAt.getTime());
  const title = f.title ?? `Forging basics ${Math.random().toString(36).slice(2, 6)}`;
  const [row] = await db
    .insert(classes)
    .values({
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      title,
      summary: "Hammer, heat, hook.",
      theme: "tool-making",
      skillLevel: "beginner",
      instructorId: f.instructorId,
      venueId: f.venueId ?? null,
      capacity: f.capacity ?? 8,
      seatsTaken: f.seatsTaken ?? 0,
      priceCents: f.priceCents ?? 8500,
      currency: f.currency ?? "USD",
      status: f.status ?? "published",
      publishedAt: f.status === "draft" ? null : new Date(),
      startsAt: starts.length ? new Date(Math.min(...starts)) : null,
      endsAt: ends.length ? new Date(Math.max(...ends)) : null,
    })
    .returning();
  if (!row) throw new Error("class insert failed");
  if (f.sessions.length) await db.insert(classSessions).values(f.sessions.map((s) => ({ classId: row.id, ...s })));
  return row;
}
