// The crash suite's fixtures, written straight into the database before the server starts: one
// instructor and the students (verified, each with a session whose cookie the suite holds), and per
// round published classes, approved class requests (two with every student's vote already cast)
// and a conversation between each student and the instructor.
import { skillLevels, themeSlugs } from "@guildforge/contracts";
import { type Db, openDatabase } from "../../apps/server/src/db/client.ts";
import { migrate } from "../../apps/server/src/db/migrate.ts";
import {
  classes,
  classRequests,
  classRequestVotes,
  classSafetyVersions,
  conversationMembers,
  conversations,
  sessions,
} from "../../apps/server/src/db/schema/index.ts";
import { hashSecret, newSessionSecret } from "../../apps/server/src/platform/sessions/session-tokens.ts";
import { createUser } from "../../apps/server/test/factories.ts";

export const crashShape = {
  students: 40,
  classesPerRound: 10,
  /** Requests 0-4 get new votes, 5-6 start with every student's vote and lose some. */
  requestsPerRound: 7,
  votedRequests: 2,
  capacity: 25,
} as const;

export interface Person {
  id: number;
  /** The session cookie's secret. */
  secret: string;
}

export interface RoundFixtures {
  classIds: number[];
  requestIds: number[];
  /** One per student (same index), with the instructor. */
  conversationIds: number[];
}

export interface CrashFixtures {
  instructor: Person;
  students: Person[];
  rounds: RoundFixtures[];
}

/** Where the app keeps its data: a DATA_DIR (embedded PGlite) and, for PostgreSQL, DATABASE_URL. */
export interface Target {
  dataDir: string;
  databaseUrl?: string;
}

export async function withDatabase<T>(target: Target, fn: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

async function person(db: Db, roles: ("student" | "instructor")[]): Promise<Person> {
  const user = await createUser(db, { roles });
  const secret = newSessionSecret();
  const now = new Date();
  await db.insert(sessions).values({
    id: hashSecret(secret),
    userId: user.id,
    remember: true,
    ipAddress: "127.0.0.1",
    userAgent: "crash-proof",
    createdAt: now,
    lastSeenAt: now,
  });
  return { id: user.id, secret };
}

async function seedRound(db: Db, round: number, instructor: Person, students: Person[]): Promise<RoundFixtures> {
  const startsAt = new Date(Date.now() + 30 * 86_400_000);
  const classIds: number[] = [];
  for (let i = 0; i < crashShape.classesPerRound; i++) {
    const [row] = await db
      .insert(classes)
      .values({
        slug: `crash-r${round}-c${i}`,
        title: `Crash round ${round} class ${i}`,
        summary: "seed",
        description: "seed",
        theme: themeSlugs[i % themeSlugs.length] as string,
        skillLevel: skillLevels[0],
        instructorId: instructor.id,
        capacity: crashShape.capacity,
        minAge: 0,
        autoAccept: i % 2 === 0,
        status: "published",
        publishedAt: new Date(),
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3 * 3_600_000),
      })
      .returning({ id: classes.id });
    if (!row) throw new Error("class insert returned no row");
    await db.insert(classSafetyVersions).values({ classId: row.id, version: 1, requirements: [] });
    classIds.push(row.id);
  }
  const requestIds: number[] = [];
  for (let i = 0; i < crashShape.requestsPerRound; i++) {
    const voted = i >= crashShape.requestsPerRound - crashShape.votedRequests;
    const [row] = await db
      .insert(classRequests)
      .values({
        requesterId: instructor.id,
        title: `Crash round ${round} request ${i}`,
        theme: themeSlugs[0] as string,
        description: "A request the crash suite votes on.",
        preferredLocation: "Anywhere",
        preferredTimeframe: "Any time",
        skillLevel: skillLevels[0],
        status: "approved",
        votesCount: voted ? students.length : 0,
      })
      .returning({ id: classRequests.id });
    if (!row) throw new Error("class request insert returned no row");
    if (voted) await db.insert(classRequestVotes).values(students.map((s) => ({ requestId: row.id, userId: s.id })));
    requestIds.push(row.id);
  }
  const conversationIds: number[] = [];
  for (const s of students) {
    const [low, high] = s.id < instructor.id ? [s.id, instructor.id] : [instructor.id, s.id];
    const [row] = await db
      .insert(conversations)
      .values({ userLowId: low, userHighId: high, classId: classIds[0] ?? null, lastMessageAt: new Date(0) })
      .returning({ id: conversations.id });
    if (!row) throw new Error("conversation insert returned no row");
    await db.insert(conversationMembers).values([
      { conversationId: row.id, userId: s.id },
      { conversationId: row.id, userId: instructor.id },
    ]);
    conversationIds.push(row.id);
  }
  return { classIds, requestIds, conversationIds };
}

/** Migrates the database and writes the fixtures of every round. */
export async function seedCrash(target: Target, rounds: number): Promise<CrashFixtures> {
  const database = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    await migrate(database);
    const db = database.db;
    const instructor = await person(db, ["instructor"]);
    const students: Person[] = [];
    for (let i = 0; i < crashShape.students; i++) students.push(await person(db, ["student"]));
    const out: RoundFixtures[] = [];
    for (let r = 0; r < rounds; r++) out.push(await seedRound(db, r, instructor, students));
    return { instructor, students, rounds: out };
  } finally {
    await database.close();
  }
}
