import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { classes, locations, users, venues } from "../db/schema/index.ts";
import { allSeedInstructors } from "./classes/assignments.ts";
import { seedDemoClasses } from "./demo-classes.ts";
import { seedDemoPeople } from "./demo-people.ts";
import { seedDemoUsers } from "./demo-users.ts";

// Issue 21 point 7: people and places that look real (decisions 370, 371).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await seedDemoUsers(t.db);
  await seedDemoPeople(t.db);
  await seedDemoClasses(t.db, t.app.storage);
  await seedDemoClasses(t.db, t.app.storage); // safe to run again
  await t.app.ready();
}, 120_000);
afterAll(() => t?.close());

const slugs = allSeedInstructors.map((i) => i.slug);

async function taughtClasses() {
  return t.db
    .select({ slug: users.slug, theme: classes.theme, status: classes.status, city: locations.path })
    .from(classes)
    .innerJoin(users, eq(users.id, classes.instructorId))
    .innerJoin(venues, eq(venues.id, classes.venueId))
    .innerJoin(locations, eq(locations.id, venues.locationId))
    .where(inArray(users.slug, slugs));
}

it("teaches every seeded instructor's classes in their own city, in exactly the themes they list", async () => {
  const rows = await taughtClasses();
  expect(rows).toHaveLength(60);
  for (const i of allSeedInstructors) {
    const theirs = rows.filter((r) => r.slug === i.slug);
    const visible = theirs.filter((r) => r.status === "published" || r.status === "completed");
    expect(new Set(theirs.map((r) => r.city)), i.slug).toEqual(new Set([i.city]));
    expect([...new Set(visible.map((r) => r.theme))].sort(), i.slug).toEqual([...i.themes].sort());
    expect(
      visible.some((r) => r.status === "completed"),
      `${i.slug} has a past class`,
    ).toBe(true);
    expect(
      visible.some((r) => r.status === "published"),
      `${i.slug} has an upcoming class`,
    ).toBe(true);
  }
});

it("lists each instructor under /api/instructors with the themes of their classes, and filters by them", async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/instructors?limit=50" });
  const listed = res.json().data as Array<{
    slug: string;
    themes: string[];
    home_location: string;
    avatar_url: string;
  }>;
  const rows = await taughtClasses();
  for (const i of allSeedInstructors) {
    const card = listed.find((c) => c.slug === i.slug);
    const taught = [
      ...new Set(
        rows.filter((r) => r.slug === i.slug && r.status !== "draft" && r.status !== "cancelled").map((r) => r.theme),
      ),
    ];
    expect(card?.themes, i.slug).toEqual(taught.sort());
    const city = await t.db.select({ name: locations.name }).from(locations).where(eq(locations.path, i.city));
    expect(card?.home_location, i.slug).toContain(city[0]?.name);
  }
  const horse = (await t.app.inject({ method: "GET", url: "/api/instructors?theme=horseshoeing" })).json();
  expect(horse.data.map((c: { slug: string }) => c.slug)).toEqual(["diego-herrera"]);
});

it("gives every instructor a distinct generated portrait and every forge distinct art, both real images", async () => {
  const people = await t.db
    .select({ slug: users.slug, avatar: users.avatarPath })
    .from(users)
    .where(inArray(users.slug, slugs));
  const portraits = await Promise.all(
    people.map(async (p) => {
      expect(p.avatar, p.slug).toMatch(/^avatars\//);
      const res = await t.app.inject({ method: "GET", url: `/uploads/${p.avatar}` });
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);
      return res.rawPayload.toString("base64");
    }),
  );
  expect(new Set(portraits).size).toBe(people.length);
  const forges = await t.db.select({ photos: venues.photos }).from(venues);
  const art = forges.map((f) => f.photos[0]?.url);
  expect(art.every((u) => typeof u === "string")).toBe(true);
  expect(new Set(art).size).toBe(forges.length);
});

it("shows a seeded instructor's upcoming and past classes on their public profile", async () => {
  const body = (await t.app.inject({ method: "GET", url: "/api/users/diego-herrera" })).json().data;
  expect(body.themes).toEqual(["horseshoeing"]);
  expect(body.avatar_url).toMatch(/^\/uploads\/avatars\//);
  expect(body.classes.upcoming.length).toBeGreaterThan(0);
  expect(body.classes.past.length).toBeGreaterThan(0);
  const starts = body.classes.upcoming.map((c: { starts_at: string }) => c.starts_at);
  expect(starts).toEqual([...starts].sort());
  expect(body.classes.upcoming.every((c: { city: string }) => c.city === "Austin")).toBe(true);
  expect(new Date(body.classes.past[0].starts_at).getTime()).toBeLessThan(Date.now());
});
