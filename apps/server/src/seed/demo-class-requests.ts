import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { classes, classRequests, classRequestVotes, users } from "../db/schema/index.ts";

interface SeedRequest {
  key: string;
  by: string;
  title: string;
  theme: string;
  description: string;
  location: string;
  timeframe: string;
  level: string;
  status: "in_review" | "approved" | "rejected" | "fulfilled";
  message?: string;
  voters: string[];
  /** Another seed request's key: this one was merged into it. */
  mergedInto?: string;
}

const student = "student@guildforge.test";
const admin = "admin@guildforge.test";
const host = "host@guildforge.test";
const instructor = "instructor@guildforge.test";

/** Requests in every status; the demo student has an approved one with votes, one in review, one rejected. */
const seedRequests: SeedRequest[] = [
  {
    key: "damascus",
    by: student,
    title: "Damascus steel for the home forge",
    theme: "knife-making",
    description:
      "A two-day class on stacking, forge-welding and folding a simple damascus billet, then grinding a small knife from it.",
    location: "Portland, Oregon",
    timeframe: "A weekend this spring",
    level: "intermediate",
    status: "approved",
    message: "Great idea: open for votes!",
    voters: [admin, host, instructor],
  },
  {
    key: "chain",
    by: student,
    title: "Forge-welded chain links",
    theme: "tool-making",
    description: "Learn to scarf, bend and forge-weld links into a short length of working chain.",
    location: "Seattle, Washington",
    timeframe: "Weekday evenings",
    level: "intermediate",
    status: "in_review",
    voters: [],
  },
  {
    key: "hooks-kids",
    by: student,
    title: "Hooks and hangers with my kids",
    theme: "functional-items",
    description: "A short family session where children forge simple wall hooks with a parent.",
    location: "Portland, Oregon",
    timeframe: "School holidays",
    level: "beginner",
    status: "rejected",
    message:
      "Our forges take students from 16 up. Could this become a family class for ages 16+? Please update the description.",
    voters: [],
  },
  {
    key: "farrier",
    by: host,
    title: "Farrier basics for horse owners",
    theme: "horseshoeing",
    description:
      "Reading a hoof, pulling a shoe safely and understanding what your farrier does, with time at the anvil.",
    location: "Austin, Texas",
    timeframe: "Any Saturday",
    level: "beginner",
    status: "approved",
    voters: [student, instructor],
  },
  {
    key: "scrollwork",
    by: instructor,
    title: "Architectural scrollwork weekend",
    theme: "decorative-ironwork",
    description: "Design and forge matching scrolls for a small railing panel, with collars and rivets.",
    location: "Edinburgh, Scotland",
    timeframe: "Autumn",
    level: "advanced",
    status: "approved",
    voters: [student],
  },
  {
    key: "rings",
    by: host,
    title: "Forged rings and small pendants",
    theme: "jewelry-small-items",
    description: "Forge, texture and finish a ring and a pendant from copper and mild steel.",
    location: "Vancouver, British Columbia",
    timeframe: "Summer",
    level: "all_levels",
    status: "fulfilled",
    voters: [student, admin],
  },
  {
    key: "openers",
    by: instructor,
    title: "Forged bottle openers",
    theme: "functional-items",
    description: "Make two styles of bottle opener: a twisted-handle opener and a railroad-spike opener.",
    location: "Denver, Colorado",
    timeframe: "Weekends",
    level: "beginner",
    status: "approved",
    voters: [admin, student],
  },
  {
    key: "openers-dup",
    by: host,
    title: "Bottle opener workshop",
    theme: "functional-items",
    description: "A relaxed afternoon making a bottle opener to take home, ideal for a first time at the forge.",
    location: "Denver, Colorado",
    timeframe: "Friday evenings",
    level: "beginner",
    status: "rejected",
    voters: [],
    mergedInto: "openers",
  },
];

/**
 * Demo class requests with votes from the demo users. Runs after the classes seed: the fulfilled
 * one links a published class when one exists (otherwise it stays approved). Skipped when the demo
 * student already has requests, so it is safe to run again.
 */
export async function seedDemoClassRequests(db: Db): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [student, admin, host, instructor]));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const studentId = idOf.get(student);
  const adminId = idOf.get(admin);
  if (!studentId || !adminId) return;
  const existing = await db
    .select({ id: classRequests.id })
    .from(classRequests)
    .where(eq(classRequests.requesterId, studentId));
  if (existing.length > 0) return;

  const [published] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.status, "published"), eq(classes.theme, "jewelry-small-items")))
    .orderBy(asc(classes.id))
    .limit(1);
  const [anyPublished] = published
    ? [published]
    : await db
        .select({ id: classes.id })
        .from(classes)
        .where(eq(classes.status, "published"))
        .orderBy(asc(classes.id))
        .limit(1);

  const ids = new Map<string, number>();
  for (const r of seedRequests) {
    const requesterId = idOf.get(r.by);
    if (!requesterId) continue;
    const fulfilled = r.status === "fulfilled" && anyPublished;
    const status = r.status === "fulfilled" && !anyPublished ? "approved" : r.status;
    const mergedIntoId = r.mergedInto ? (ids.get(r.mergedInto) ?? null) : null;
    const [row] = await db
      .insert(classRequests)
      .values({
        requesterId,
        title: r.title,
        theme: r.theme,
        description: r.description,
        preferredLocation: r.location,
        preferredTimeframe: r.timeframe,
        skillLevel: r.level,
        status,
        reviewMessage: mergedIntoId
          ? `Merged into "${seedRequests.find((s) => s.key === r.mergedInto)?.title}", a request for the same class: your request's votes now count there.`
          : (r.message ?? null),
        reviewedBy: status === "in_review" ? null : adminId,
        reviewedAt: status === "in_review" ? null : new Date(),
        fulfilledClassId: fulfilled ? anyPublished.id : null,
        mergedIntoId,
        mergedAt: mergedIntoId ? new Date() : null,
      })
      .returning({ id: classRequests.id });
    if (!row) continue;
    ids.set(r.key, row.id);
    const voterIds = r.voters.map((v) => idOf.get(v)).filter((v): v is number => v !== undefined);
    if (voterIds.length > 0) {
      await db
        .insert(classRequestVotes)
        .values(voterIds.map((userId) => ({ requestId: row.id, userId })))
        .onConflictDoNothing();
    }
    await db
      .update(classRequests)
      .set({
        votesCount: sql`(select count(*)::int from ${classRequestVotes} where ${classRequestVotes.requestId} = ${row.id})`,
      })
      .where(eq(classRequests.id, row.id));
  }
}
