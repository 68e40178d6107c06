import type { ThemeSlug } from "@guildforge/contracts";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  classes,
  classSafetyVersions,
  classSessions,
  locations,
  roleApplications,
  users,
  venues,
} from "../db/schema/index.ts";
import { hashPassword } from "../platform/password.ts";
import type { UploadStorage } from "../platform/storage/upload-storage.ts";
import { allSeedInstructors, hiddenClassNumbers, planClasses } from "./classes/assignments.ts";
import { currencyOf, seedInstructors, seedSafety, seedTemplates } from "./classes/catalog.ts";
import { coverSvg, mapLimit, writeCover } from "./classes/covers.ts";
import { seedLocations, seedVenues } from "./classes/places.ts";
import { hashOf, writeForgeArt, writePortrait } from "./classes/portraits.ts";
import { demoPassword } from "./demo-users.ts";

const DAY = 86_400_000;
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * Places, forges, instructors and 60 classes (dates relative to today). Idempotent: locations,
 * venues and users conflict on their unique keys; classes are inserted only when none exist.
 * Covers go to upload storage at seed/ (the configured driver: DATA_DIR/uploads or the bucket).
 */
export async function seedDemoClasses(db: Db, storage: UploadStorage): Promise<void> {
  for (const l of seedLocations) {
    const parentPath = l.path.includes("/") ? l.path.slice(0, l.path.lastIndexOf("/")) : null;
    const [parent] = parentPath
      ? await db.select({ id: locations.id }).from(locations).where(eq(locations.path, parentPath))
      : [];
    await db
      .insert(locations)
      .values({
        parentId: parent?.id ?? null,
        kind: l.kind,
        slug: l.path.split("/").at(-1) ?? l.path,
        path: l.path,
        name: l.name,
        description: l.description,
        lat: l.lat,
        lng: l.lng,
        timeZone: l.timeZone,
      })
      .onConflictDoNothing();
  }
  const passwordHash = await hashPassword(demoPassword);
  for (const i of seedInstructors) {
    await db
      .insert(users)
      .values({
        slug: i.slug,
        name: i.name,
        bio: i.bio,
        homeLocation: i.homeLocation,
        email: `${i.slug}@guildforge.test`,
        roles: ["student", "instructor"],
        passwordHash,
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing();
  }
  const people = await db
    .select({ id: users.id, slug: users.slug })
    .from(users)
    .where(inArray(users.slug, ["hector-bellows", "ingrid-hammerfell", ...seedInstructors.map((i) => i.slug)]));
  const idOf = new Map(people.map((p) => [p.slug, p.id]));
  await seedInstructorProfiles(db, storage, idOf);
  const host = idOf.get("hector-bellows");
  const ingrid = idOf.get("ingrid-hammerfell");
  if (!host || !ingrid) return;
  const locs = await db.select({ id: locations.id, path: locations.path }).from(locations);
  const locId = new Map(locs.map((l) => [l.path, l.id]));
  for (const v of seedVenues) {
    await db
      .insert(venues)
      .values({
        ownerId: v.owner === "host" ? host : ingrid,
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
      })
      .onConflictDoNothing();
  }
  await seedForgeArt(db, storage);
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(classes);
  if ((existing?.n ?? 0) > 0) return;

  const venueRows = await db
    .select({ id: venues.id, slug: venues.slug })
    .from(venues)
    .where(
      inArray(
        venues.slug,
        seedVenues.map((v) => v.slug),
      ),
    );
  const venueId = new Map(venueRows.map((v) => [v.slug, v.id]));
  const plan = planClasses(60);
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const rows: Array<typeof classes.$inferInsert & { sessions: Array<{ startsAt: Date; endsAt: Date }> }> = [];
  for (const { n, theme, instructor, venue, past } of plan) {
    const list = seedTemplates[theme];
    const t = list[Math.floor(n / 6) % list.length];
    if (!t) continue;
    const money = currencyOf[venue.city.split("/")[0] ?? "us"] ?? { currency: "USD", factor: 1 };
    const city = seedLocations.find((l) => l.path === venue.city);
    // Past classes (completed) ended weeks ago; the rest spread over the next ~90 days.
    const offsetDays = past ? -((n % 30) + 7) : 2 + ((n * 37) % 88);
    const utcStartHour =
      {
        "America/Los_Angeles": 17,
        "America/Chicago": 15,
        "America/New_York": 14,
        "America/Toronto": 14,
        "America/Vancouver": 17,
        "Europe/London": 9,
        "Europe/Berlin": 8,
      }[city?.timeZone ?? "Europe/London"] ?? 9;
    const sessions = Array.from({ length: t.days }, (_, d) => {
      const startsAt = new Date(today.getTime() + (offsetDays + d) * DAY + utcStartHour * 3_600_000);
      return { startsAt, endsAt: new Date(startsAt.getTime() + t.hours * 3_600_000) };
    });
    const capacity = 4 + (n % 9);
    const status = past ? "completed" : !hiddenClassNumbers.has(n) ? "published" : n >= 58 ? "draft" : "cancelled";
    const full = n % 8 === 3;
    const title = `${t.title}${n >= 30 ? ` (${city?.name ?? ""})` : ""}`;
    const price = t.basePrice === 0 ? 0 : Math.round((t.basePrice * money.factor) / 5) * 500;
    rows.push({
      slug: slug(title),
      title,
      summary: t.summary,
      description: `## What you'll do\n\n${t.summary} Your instructor works with ${capacity} students at most, so everyone gets time at the anvil.\n\n## Schedule\n\n${t.days > 1 ? `${t.days} days, ${t.hours} hours each.` : `One ${t.hours}-hour session.`} We start with a safety briefing and a demonstration, then you forge.\n\n## Who it's for\n\n${t.level === "beginner" ? "No experience needed." : t.level === "all_levels" ? "Everyone, from first-timers to old hands." : "Some forging experience helps: you should be comfortable drawing out and tapering."}\n\nYou take home what you make.`,
      theme,
      skillLevel: t.level,
      instructorId: idOf.get(instructor.slug) ?? ingrid,
      venueId: venueId.get(venue.slug) ?? null,
      capacity,
      seatsTaken: full ? capacity : Math.min(capacity - 1, n % 4),
      priceCents: price,
      currency: money.currency,
      minAge: t.minAge,
      included: t.included,
      bring: t.bring,
      safetyRequirements: seedSafety,
      autoAccept: n % 3 === 0,
      status,
      cancelReason: status === "cancelled" ? "The instructor is unwell; we're sorry and will reschedule soon." : null,
      cancelledAt: status === "cancelled" ? new Date() : null,
      publishedAt: status === "draft" ? null : new Date(today.getTime() - (30 - (n % 20)) * DAY),
      startsAt: sessions[0]?.startsAt,
      endsAt: sessions.at(-1)?.endsAt,
      sessions,
    });
  }
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const inserted = await tx
      .insert(classes)
      .values(rows.map(({ sessions: _s, ...r }) => r))
      .returning({ id: classes.id, theme: classes.theme, title: classes.title });
    await tx
      .insert(classSessions)
      .values(inserted.flatMap((c, i) => (rows[i]?.sessions ?? []).map((s) => ({ classId: c.id, ...s }))));
    await tx
      .insert(classSafetyVersions)
      .values(inserted.map((c) => ({ classId: c.id, version: 1, requirements: seedSafety })));
    const covers = await mapLimit(inserted, 4, (c, i) =>
      writeCover(storage, c.id, coverSvg(c.theme as ThemeSlug, 18 + ((i * 11) % 30)), c.title),
    );
    for (const [i, c] of inserted.entries())
      await tx.update(classes).set({ cover: covers[i] }).where(eq(classes.id, c.id));
  });
}

/**
 * Each demo instructor's approved application with the themes they teach, and a generated
 * portrait as their avatar (kept when they already have one).
 */
async function seedInstructorProfiles(db: Db, storage: UploadStorage, idOf: Map<string, number>): Promise<void> {
  for (const i of allSeedInstructors) {
    const userId = idOf.get(i.slug);
    if (!userId) continue;
    const [approved] = await db
      .select({ id: roleApplications.id })
      .from(roleApplications)
      .where(and(eq(roleApplications.userId, userId), eq(roleApplications.status, "approved")));
    if (!approved) {
      await db.insert(roleApplications).values({
        userId,
        role: "instructor",
        status: "approved",
        experience: i.bio,
        themes: i.themes,
        decidedAt: new Date(),
      });
    }
    const [row] = await db.select({ avatar: users.avatarPath }).from(users).where(eq(users.id, userId));
    if (row && !row.avatar) {
      const key = await writePortrait(storage, i.slug);
      await db
        .update(users)
        .set({ avatarPath: key })
        .where(and(eq(users.id, userId), isNull(users.avatarPath)));
    }
  }
}

/** Generated art as the first photo of each demo forge that has none. */
async function seedForgeArt(db: Db, storage: UploadStorage): Promise<void> {
  const rows = await db
    .select({ id: venues.id, slug: venues.slug, name: venues.name, photos: venues.photos })
    .from(venues)
    .where(
      inArray(
        venues.slug,
        seedVenues.map((v) => v.slug),
      ),
    );
  for (const v of rows) {
    if (v.photos.length > 0) continue;
    const art = await writeForgeArt(storage, v.slug, `The front of ${v.name} at dusk, its forge glowing`);
    const photo = { ...art, key: `${v.id}-${hashOf(v.slug).toString(16)}` };
    await db
      .update(venues)
      .set({ photos: [photo] })
      .where(eq(venues.id, v.id));
  }
}
