import { and, asc, eq, gt, inArray, ne, notInArray, or } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  applications,
  classes,
  conversationMembers,
  conversations,
  messages,
  users,
  venues,
} from "../db/schema/index.ts";

const student = "student@guildforge.test";
const instructor = "instructor@guildforge.test";
const host = "host@guildforge.test";
const admin = "admin@guildforge.test";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/** One seeded conversation: who writes what, how long ago; the last `unread` messages stay unread. */
export interface SeedConversation {
  a: number;
  b: number;
  classId: number | null;
  /** [sender, milliseconds ago, body], oldest first. */
  lines: Array<[number, number, string]>;
  unread: number;
}

interface ClassPick {
  id: number;
  title: string;
  venue: string | null;
  /** The demo student's application to it, if any. */
  status: string | null;
}

/** How the student speaks of a class, true to their application. */
const plans = (c: ClassPick) =>
  c.status === "accepted"
    ? `I'm booked on ${c.title}`
    : c.status === "pending"
      ? `I've applied for ${c.title}`
      : `I'm thinking of signing up for ${c.title}`;

/**
 * Demo conversations (issue 17 point 7), about real demo classes: the student asks the demo
 * instructor what to wear and about bringing their own tongs (two replies unread), the host about
 * parking at the forge (read, "Seen"), the forge about their waitlist place (one reply unread);
 * the instructor and host arrange a class at the host's forge; the admin writes to the student
 * about their approved class request. Runs after the applications and class requests seeds;
 * skipped when the demo student already has a conversation, so it is safe to run again.
 */
export async function seedDemoMessages(db: Db, now = new Date()): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [student, instructor, host, admin]));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const sam = idOf.get(student);
  const ingrid = idOf.get(instructor);
  const hector = idOf.get(host);
  const ada = idOf.get(admin);
  if (!sam || !ingrid || !hector || !ada) return;
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(or(eq(conversations.userLowId, sam), eq(conversations.userHighId, sam)))
    .limit(1);
  if (existing) return;

  const upcoming = and(eq(classes.status, "published"), gt(classes.startsAt, now));
  const pick = async (where: ReturnType<typeof and>, samApplied: boolean): Promise<ClassPick | undefined> => {
    const fields = { id: classes.id, title: classes.title, venue: venues.name };
    if (samApplied) {
      // Accepted before pending ("accepted" < "pending"), then the soonest.
      const [row] = await db
        .select({ ...fields, status: applications.status })
        .from(classes)
        .leftJoin(venues, eq(venues.id, classes.venueId))
        .innerJoin(applications, and(eq(applications.classId, classes.id), eq(applications.studentId, sam)))
        .where(and(where, inArray(applications.status, ["accepted", "pending"])))
        .orderBy(asc(applications.status), asc(classes.startsAt), asc(classes.id))
        .limit(1);
      return row;
    }
    const [row] = await db
      .select(fields)
      .from(classes)
      .leftJoin(venues, eq(venues.id, classes.venueId))
      .where(where)
      .orderBy(asc(classes.startsAt), asc(classes.id))
      .limit(1);
    return row ? { ...row, status: null } : undefined;
  };
  const used: number[] = [];
  const fresh = () => (used.length > 0 ? notInArray(classes.id, used) : undefined);
  const take = async (where: ReturnType<typeof and>) => {
    const c = (await pick(and(where, fresh()), true)) ?? (await pick(and(where, fresh()), false));
    if (c) used.push(c.id);
    return c;
  };

  const [waitlisted] = await db
    .select({ id: classes.id, title: classes.title, venue: venues.name, owner: venues.ownerId })
    .from(applications)
    .innerJoin(classes, eq(classes.id, applications.classId))
    .innerJoin(venues, eq(venues.id, classes.venueId))
    .where(and(eq(applications.studentId, sam), eq(applications.status, "waitlisted")))
    .limit(1);
  if (waitlisted) used.push(waitlisted.id);
  const taught = await take(and(upcoming, eq(classes.instructorId, ingrid)));
  const hosted = await take(and(upcoming, eq(venues.ownerId, hector), ne(classes.instructorId, ingrid)));
  const shared = await take(and(upcoming, eq(venues.ownerId, hector), eq(classes.instructorId, ingrid)));

  const ago = (d: number, h = 0, m = 0) => d * DAY + h * HOUR + m * MIN;
  const list: SeedConversation[] = [];
  if (taught) {
    list.push({
      a: sam,
      b: ingrid,
      classId: taught.id,
      unread: 2,
      lines: [
        [
          sam,
          ago(3, 5),
          `Hi Ingrid! ${plans(taught)} and I'm really looking forward to it. What should I wear? I mostly own trainers and gym clothes.`,
        ],
        [
          ingrid,
          ago(3, 4, 22),
          "Hi Sam, great to have you! Cotton or wool only: synthetics melt when a spark lands on them. Old jeans and a cotton shirt are perfect, with leather boots or sturdy closed shoes (no mesh trainers). Tie long hair back.",
        ],
        [sam, ago(3, 3, 50), "Got it, I'll dig out my old work boots. Do I need my own gloves and safety glasses?"],
        [
          ingrid,
          ago(3, 3, 31),
          "Glasses and ear defenders are at the forge, and we have gloves too, though most people only wear one on the tong hand. Bring your own glasses if you like a particular fit.",
        ],
        [
          sam,
          ago(1, 20, 12),
          "One more thing: my grandad left me a pair of old flat-jaw tongs. Is it OK to bring them, or should I use the forge's?",
        ],
        [
          ingrid,
          ago(1, 17, 40),
          "Bring them! I'll check the jaws and the rivet before we start; if they hold the stock firmly we'll use them.",
        ],
        [
          ingrid,
          ago(0, 3, 5),
          "A note for everyone on the class: we start with a 20-minute safety briefing, so please arrive 10 minutes early. Tea and coffee will be on.",
        ],
        [
          ingrid,
          ago(0, 2, 48),
          "And Sam, if the tongs' jaws need a tweak we'll reshape them on the day: it makes a good first exercise.",
        ],
      ],
    });
  }
  if (hosted) {
    const forge = hosted.venue ?? "the forge";
    list.push({
      a: sam,
      b: hector,
      classId: hosted.id,
      unread: 0,
      lines: [
        [
          sam,
          ago(2, 9, 15),
          `Hello Hector, ${plans(hosted)} at ${forge}. Is there parking near the forge? I'll be driving with a bag of tools.`,
        ],
        [
          hector,
          ago(2, 8, 2),
          "Hi Sam! Yes: there's a gravel yard behind the building with room for six cars. Come in by the side gate; the front shop door stays locked at weekends.",
        ],
        [sam, ago(2, 7, 41), "Perfect. Is there somewhere to get lunch nearby, or should I bring something?"],
        [
          hector,
          ago(2, 7, 30),
          "Bring a packed lunch if you can. There's a fridge and a kettle in the break room, and a bakery five minutes' walk away if you forget.",
        ],
        [sam, ago(2, 6, 58), "Thanks, that's really helpful. See you there!"],
      ],
    });
  }
  if (waitlisted?.owner) {
    const other = waitlisted.owner;
    list.push({
      a: sam,
      b: other,
      classId: waitlisted.id,
      unread: 1,
      lines: [
        [
          sam,
          ago(1, 6, 20),
          `Hi, I'm on the waitlist for ${waitlisted.title}. How does it work if someone drops out? Do I need to keep checking the page?`,
        ],
        [
          other,
          ago(1, 4, 3),
          "Hi Sam, no need to watch the page: when a seat frees up, the first person on the waitlist gets it and an email straight away. You're second in line right now.",
        ],
        [sam, ago(1, 3, 55), "Thanks! How often do people drop out, realistically?"],
        [
          other,
          ago(1, 3, 20),
          "For weekend classes, one or two cancellations in the last fortnight is typical, so your chances are decent.",
        ],
        [
          other,
          ago(0, 5, 10),
          "Small update: one of the students told me they might have a clash that weekend. I'll let you know as soon as I hear.",
        ],
      ],
    });
  }
  if (shared) {
    list.push({
      a: ingrid,
      b: hector,
      classId: shared.id,
      unread: 0,
      lines: [
        [
          ingrid,
          ago(4, 6),
          `Hector, for ${shared.title} could you set out one anvil per student plus mine, and the two gas forges rather than the coal one?`,
        ],
        [
          hector,
          ago(4, 5, 12),
          "Can do. The coal forge is being relined anyway. I'll put the post vice by the door too.",
        ],
        [
          ingrid,
          ago(4, 4, 47),
          "Lovely. I'll bring my hammers and a bundle of 10 mm square bar: can I leave it in your rack overnight?",
        ],
        [
          hector,
          ago(4, 4, 30),
          "Of course, the left-hand rack is yours. Key in the usual place; both gas bottles are full.",
        ],
        [ingrid, ago(3, 22, 5), "Thanks! I'll be there by eight to light up."],
        [hector, ago(3, 21, 58), "Coffee will be on."],
      ],
    });
  }
  list.push({
    a: ada,
    b: sam,
    classId: null,
    unread: 0,
    lines: [
      [
        ada,
        ago(6, 2),
        "Hi Sam, Ada from the Guildforge team. Your request for a damascus steel class is approved and open for votes: thanks for suggesting it!",
      ],
      [sam, ago(6, 1, 34), "Brilliant, thank you! Is there anything I can do to help it happen?"],
      [
        ada,
        ago(6, 1, 10),
        "Share the request with friends who'd come: once it has enough votes we pass it to instructors nearby. Ingrid has already voted for it.",
      ],
      [sam, ago(6, 0, 52), "Will do. Thanks Ada!"],
    ],
  });

  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    for (const c of list) await insertConversation(tx, c, now);
  });
}

/** Inserts the conversation, its messages and both read marks (decision 260). */
async function insertConversation(tx: Db, c: SeedConversation, now: Date): Promise<void> {
  const at = (ms: number) => new Date(now.getTime() - ms);
  const first = c.lines[0];
  const last = c.lines.at(-1);
  if (!first || !last) return;
  const [low, high] = c.a < c.b ? [c.a, c.b] : [c.b, c.a];
  const [row] = await tx
    .insert(conversations)
    .values({
      userLowId: low,
      userHighId: high,
      classId: c.classId,
      createdAt: at(first[1]),
      lastMessageAt: at(last[1]),
    })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (!row) return;
  await tx
    .insert(messages)
    .values(c.lines.map(([senderId, ms, body]) => ({ conversationId: row.id, senderId, body, createdAt: at(ms) })));
  // Each member has read up to the last message before the unread tail (always their own ones).
  const readUpTo = c.lines.slice(0, c.lines.length - c.unread);
  const mark = (userId: number) => {
    const lines = userId === last[0] ? c.lines : readUpTo;
    const ms = lines.at(-1)?.[1];
    return ms === undefined ? null : at(ms);
  };
  await tx.insert(conversationMembers).values(
    [low, high].map((userId) => ({
      conversationId: row.id,
      userId,
      lastReadAt: mark(userId),
      lastSeenAt: mark(userId),
    })),
  );
}
