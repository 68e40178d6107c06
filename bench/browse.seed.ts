// Bulk data for bench/browse.ts: the demo seed's places and forges (no covers, no password
// hashing), the demo instructors, then N classes and their sessions in two INSERT ... SELECT statements.
import { themeSlugs } from "@guildforge/contracts";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../apps/server/src/db/client.ts";
import { locations, users, venues } from "../apps/server/src/db/schema/index.ts";
import { seedInstructors } from "../apps/server/src/seed/classes/catalog.ts";
import { seedLocations, seedVenues } from "../apps/server/src/seed/classes/places.ts";

const words = ["Forge", "Knife", "Axe", "Hook", "Scroll", "Leaf", "Tongs", "Ring", "Damascus", "Horseshoe", "Hinge"];
const levels = ["beginner", "intermediate", "advanced", "all_levels"];
const intList = (xs: number[]) => sql.raw(`ARRAY[${xs.map((x) => Math.trunc(x)).join(",")}]::bigint[]`);
const textList = (xs: readonly string[]) => sql.raw(`ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(",")}]`);

export async function seedBrowseBench(db: Db, count: number): Promise<void> {
  for (const l of seedLocations) {
    const parentPath = l.path.includes("/") ? l.path.slice(0, l.path.lastIndexOf("/")) : null;
    const [parent] = parentPath
      ? await db.select({ id: locations.id }).from(locations).where(eq(locations.path, parentPath))
      : [];
    await db.insert(locations).values({
      parentId: parent?.id ?? null,
      kind: l.kind,
      slug: l.path.split("/").at(-1) ?? l.path,
      path: l.path,
      name: l.name,
      description: l.description,
      lat: l.lat,
      lng: l.lng,
      timeZone: l.timeZone,
    });
  }
  const people = await db
    .insert(users)
    .values(
      [{ slug: "bench-host", name: "Bench Host", bio: "" }, ...seedInstructors].map((p) => ({
        name: p.name,
        slug: p.slug,
        bio: p.bio,
        email: `${p.slug}@bench.test`,
        roles: ["student", "instructor", "host"],
        passwordHash: "not-a-hash",
      })),
    )
    .returning({ id: users.id });
  const locs = await db.select({ id: locations.id, path: locations.path }).from(locations);
  const locId = new Map(locs.map((l) => [l.path, l.id]));
  const venueRows = await db
    .insert(venues)
    .values(
      seedVenues.map((v) => ({
        ownerId: people[0]?.id ?? 0,
        locationId: locId.get(v.city) ?? 0,
        name: v.name,
        slug: v.slug,
        address: v.address,
        description: v.description,
        lat: v.lat,
        lng: v.lng,
        equipment: v.equipment,
        safetyGear: v.safetyGear,
        accessibilityNotes: v.accessibility,
      })),
    )
    .returning({ id: venues.id });

  // Class g: theme g%6, forge and instructor round-robin; starts 1..180 days ahead; every 10th is a
  // draft or cancelled (not listed); 1..3-word varied titles so text search has something to rank.
  await db.execute(sql`
    insert into classes (slug, title, summary, description, theme, skill_level, instructor_id, venue_id,
      capacity, seats_taken, price_cents, currency, status, published_at, starts_at, ends_at)
    select 'bench-class-' || g, t.title, t.title || ': a hands-on day at the anvil.', 'Bench class ' || g,
      (${textList(themeSlugs)})[1 + g % 6], (${textList(levels)})[1 + g % 4],
      (${intList(people.slice(1).map((p) => p.id))})[1 + g % ${people.length - 1}::int],
      (${intList(venueRows.map((v) => v.id))})[1 + g % ${venueRows.length}::int],
      4 + g % 9, g % 4, 2500 + (g * 37) % 40000, 'USD',
      case when g % 10 = 0 then 'draft' when g % 10 = 5 then 'cancelled' else 'published' end,
      case when g % 10 = 0 then null else now() - (g % 60) * interval '1 day' end,
      s.starts, s.starts + interval '6 hours'
    from generate_series(1, ${count}::int) g
    cross join lateral (select date_trunc('hour', now()) + (1 + g % 180) * interval '1 day'
      + (g % 9) * interval '1 hour' as starts) s
    cross join lateral (select (${textList(words)})[1 + g % 11] || ' ' || (${textList(words)})[1 + (g / 11) % 11]
      || ' workshop ' || g as title) t`);
  await db.execute(sql`insert into class_sessions (class_id, starts_at, ends_at)
    select id, starts_at, ends_at from classes`);
  await db.execute(sql`analyze`);
}
