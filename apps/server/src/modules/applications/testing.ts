import type { Role } from "@guildforge/contracts";
import type { FastifyInstance } from "fastify";
import { createUser } from "../../../test/factories.ts";
import type { Db } from "../../db/client.ts";
import {
  classes,
  classSafetyVersions,
  classSessions,
  instructorInvitations,
  locations,
  venues,
} from "../../db/schema/index.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";

/** Test fixtures for the applications feature (test code only). */

let n = 0;
const uid = () => `${process.pid}-${++n}-${Math.random().toString(36).slice(2, 6)}`;
const day = 86_400_000;

export async function signedIn(app: FastifyInstance, db: Db, roles: Role[] = ["student"], verified = true) {
  const user = await createUser(db, { roles, verified });
  const client = sessionClient(app);
  await client.login(user.email, user.password);
  return { user, client };
}

/** An accepted invitation from the forge's owner: the instructor teaches there (decision 211). */
export async function linkToForge(db: Db, venueId: number, ownerId: number, instructorId: number): Promise<void> {
  await db.insert(instructorInvitations).values({
    email: `linked-${uid()}@example.test`,
    tokenHash: `linked-${uid()}`,
    invitedBy: ownerId,
    venueId,
    expiresAt: new Date(Date.now() + day),
    acceptedAt: new Date(),
    acceptedBy: instructorId,
  });
}

export async function createVenue(db: Db, ownerId: number): Promise<number> {
  const id = uid();
  const [loc] = await db
    .insert(locations)
    .values({ kind: "city", slug: `c-${id}`, path: `t/c-${id}`, name: `Town ${id}`, timeZone: "UTC" })
    .returning();
  const [venue] = await db
    .insert(venues)
    .values({
      ownerId,
      locationId: loc?.id as number,
      name: `Forge ${id}`,
      slug: `forge-${id}`,
      address: "1 Anvil Lane",
      lat: 45,
      lng: -122,
    })
    .returning();
  return venue?.id as number;
}

export interface ClassFixture {
  instructorId: number;
  venueId?: number | null;
  capacity?: number;
  autoAccept?: boolean;
  status?: string;
  minAge?: number;
  /** First session start, ms from now (default 7 days); the session lasts 3 hours. */
  startsInMs?: number;
  applicationDeadline?: Date | null;
  safetyRequirements?: string[];
}

export async function createClass(db: Db, f: ClassFixture) {
  const startsAt = new Date(Date.now() + (f.startsInMs ?? 7 * day));
  const endsAt = new Date(startsAt.getTime() + 3 * 3_600_000);
  const safety = f.safetyRequirements ?? ["Wear leather boots", "Tie back long hair"];
  const [row] = await db
    .insert(classes)
    .values({
      slug: `forging-${uid()}`,
      title: `Forging basics ${uid()}`,
      summary: "Hammer, heat, hook.",
      theme: "tool-making",
      skillLevel: "beginner",
      instructorId: f.instructorId,
      venueId: f.venueId ?? null,
      capacity: f.capacity ?? 10,
      minAge: f.minAge ?? 16,
      safetyRequirements: safety,
      autoAccept: f.autoAccept ?? false,
      applicationDeadline: f.applicationDeadline ?? null,
      status: f.status ?? "published",
      publishedAt: new Date(),
      startsAt,
      endsAt,
    })
    .returning();
  if (!row) throw new Error("class insert failed");
  await db.insert(classSessions).values({ classId: row.id, startsAt, endsAt });
  await db.insert(classSafetyVersions).values({ classId: row.id, version: 1, requirements: safety });
  return row;
}

/** A valid application body for a class fixture. */
export const applyBody = (cls: { safetyVersion: number; safetyRequirements: string[] }, extra = {}) => ({
  experience_level: "some",
  safety_version: cls.safetyVersion,
  safety_acknowledgements: cls.safetyRequirements,
  age_confirmed: true,
  message: "I have made a few hooks.",
  ...extra,
});
