import { inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { applications, classes, users } from "../db/schema/index.ts";
import { hashPassword } from "../platform/password.ts";
import { demoPassword } from "./demo-users.ts";

const apprenticeNames = [
  "Ava Anvilton",
  "Ben Brazier",
  "Cora Coalridge",
  "Dev Drift",
  "Esme Emberly",
  "Felix Fuller",
  "Gwen Grindle",
  "Hugo Hardie",
  "Iris Ingot",
  "Jack Jumper",
  "Kira Kiln",
  "Leo Lathe",
  "Maya Mandrel",
  "Nico Nail",
  "Olive Oakheart",
  "Pip Peen",
  "Quinn Quench",
  "Rosa Rivet",
];
const messages = [
  "I have never forged before but I am keen to learn.",
  "Made a few hooks at a fair last summer; I want to go further.",
  "I restore old tools and would love to make my own.",
  "Looking forward to it! I'm left-handed, if that matters.",
];
const levels = ["none", "some", "experienced"] as const;
const MIN = 60_000;

type Row = typeof applications.$inferInsert;

/**
 * Applications in every status across the demo classes (issue 6): each class's seats_taken
 * becomes its number of accepted applications; full published classes get a waitlist, review
 * classes pending and rejected ones, cancelled classes cancelled ones. The demo student
 * (student@) has one accepted, one pending, one waitlisted (#2 of 3), one withdrawn and one
 * cancelled application. Runs once: skipped when any application exists.
 */
export async function seedDemoApplications(db: Db): Promise<void> {
  const [any] = await db.select({ id: applications.id }).from(applications).limit(1);
  if (any) return;
  const passwordHash = await hashPassword(demoPassword);
  for (const name of apprenticeNames) {
    const slug = name.toLowerCase().replace(/\s+/g, "-");
    await db
      .insert(users)
      .values({
        name,
        slug,
        email: `${slug}@guildforge.test`,
        roles: ["student"],
        passwordHash,
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing();
  }
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        "student@guildforge.test",
        ...apprenticeNames.map((n) => `${n.toLowerCase().replace(/\s+/g, "-")}@guildforge.test`),
      ]),
    );
  const sam = people.find((p) => p.email === "student@guildforge.test")?.id;
  const pool = people.filter((p) => p.id !== sam).map((p) => p.id);
  if (!sam || pool.length < 16) return;

  const list = await db.select().from(classes).where(ne(classes.status, "draft")).orderBy(classes.id);
  const now = Date.now();
  let seq = 0;
  const rows: Row[] = [];
  const samPlaced = new Set<string>();
  const add = (c: (typeof list)[number], studentId: number, status: Row["status"], extra: Partial<Row> = {}) => {
    const at = new Date(now - (5000 - seq++) * MIN);
    rows.push({
      classId: c.id,
      studentId,
      status,
      experienceLevel: levels[seq % 3] ?? "none",
      message: messages[seq % messages.length],
      safetyVersion: c.safetyVersion,
      safetyAcknowledgedAt: at,
      safetyAcknowledgements: c.safetyRequirements,
      ageConfirmed: true,
      queuedAt: at,
      createdAt: at,
      acceptedAt: status === "accepted" ? at : null,
      decidedAt: status === "pending" || status === "waitlisted" ? null : at,
      ...extra,
    });
  };

  for (const [i, c] of list.entries()) {
    const upcoming = c.startsAt != null && c.startsAt.getTime() > now;
    const accepted = Math.min(c.seatsTaken, c.capacity);
    const students = [...pool.slice(i % pool.length), ...pool.slice(0, i % pool.length)];
    const take = () => students.shift() as number;
    const samFirst = (slot: string, when: boolean) => {
      if (!when || samPlaced.has(slot)) return false;
      samPlaced.add(slot);
      return true;
    };
    if (c.status === "cancelled") {
      if (samFirst("cancelled", true)) add(c, sam, "cancelled");
      for (let k = 0; k < Math.max(1, accepted); k++) add(c, take(), "cancelled");
      continue;
    }
    const published = c.status === "published" && upcoming;
    const samAccepted = samFirst("accepted", published && accepted > 0 && accepted < c.capacity);
    for (let k = 0; k < accepted; k++) add(c, samAccepted && k === 0 ? sam : take(), "accepted");
    if (!published) continue;
    if (accepted >= c.capacity) {
      add(c, take(), "waitlisted");
      add(c, samFirst("waitlisted", true) ? sam : take(), "waitlisted");
      add(c, take(), "waitlisted");
    } else if (!c.autoAccept) {
      add(c, samFirst("pending", !samAccepted) ? sam : take(), "pending");
      add(c, take(), "pending");
      add(c, take(), "rejected", {
        decisionNote: "This one needs forging experience; try the beginners' class first.",
      });
    } else {
      add(c, samFirst("withdrawn", !samAccepted) ? sam : take(), "withdrawn");
    }
  }
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    for (let k = 0; k < rows.length; k += 200) await tx.insert(applications).values(rows.slice(k, k + 200));
    // seats_taken counts accepted applications (decision 130).
    await tx.update(classes).set({
      seatsTaken: sql`(select count(*)::int from applications a where a.class_id = ${classes.id} and a.status = 'accepted')`,
    });
  });
}
