// The class row lock of an apply (issue 23 point 3, decision 450): per apply, the statements sent
// and the time from the `FOR UPDATE` to COMMIT, one apply after another (no contention), through
// the real service and event dispatcher (pg-boss mail and digest jobs included) on a fresh
// PostgreSQL database. The class has an instructor and a different venue owner (two notices);
// the rush's class has one. Prints medians; asserts nothing. The statement count is the stable
// figure: the time moves with the machine's load.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { migrate } from "../apps/server/src/db/migrate.ts";
import { createApplicationsService } from "../apps/server/src/modules/applications/applications.service.ts";
import { applyBody, createClass, createVenue } from "../apps/server/src/modules/applications/testing.ts";
import { createEventDispatcher } from "../apps/server/src/platform/events/dispatcher.ts";
import { notificationDigestQueue } from "../apps/server/src/platform/events/notification-digest.ts";
import type { Jobs } from "../apps/server/src/platform/jobs/jobs.ts";
import type { Mail } from "../apps/server/src/platform/mail/mail.ts";
import { createUser } from "../apps/server/test/factories.ts";
import { lockHolds, loggedDb } from "../apps/server/test/statement-log.ts";
import { benchAppKey, freshDatabase } from "./capacity.instances.ts";
import { fmt, table } from "./lib.ts";
import { seedStudents } from "./rush.seed.ts";

const applies = Number(process.env.BENCH_LOCKHOLD_APPLIES || 200);
const capacity = Number(process.env.BENCH_LOCKHOLD_CAPACITY || 20);

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? Number.NaN;
};

const database = await freshDatabase("lockhold");
const handle = await openDatabase({ databaseUrl: database.url, dataDir: "memory://" });
const dataDir = await mkdtemp(path.join(tmpdir(), "guildforge-lockhold-"));
try {
  await migrate(handle);
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    RATE_LIMITS: "off",
    LOG_LEVEL: "silent",
    SEED: "none",
  });
  const app = await buildApp({ config, database: handle });
  await app.ready();
  const { mail: mailer, jobs } = app as unknown as { mail: Mail; jobs: Jobs };
  try {
    const { db, log } = loggedDb(handle);
    const dispatcher = createEventDispatcher({
      db,
      appUrl: config.appUrl,
      mailQueue: (tx, m) => mailer.enqueue(m, { db: tx }),
      livePublish: undefined,
      scheduleDigest: async (tx, job, delayMs) => {
        await jobs.send(notificationDigestQueue, job, { db: tx, startAfter: Math.ceil(delayMs / 1000) });
      },
      log: app.log,
    });
    const { dispatcher: events, holds } = lockHolds(dispatcher, log);
    const service = createApplicationsService({ db, events, now: () => new Date() });

    const instructor = await createUser(handle.db, { roles: ["instructor"] });
    const host = await createUser(handle.db, { roles: ["instructor"] });
    const venueId = await createVenue(handle.db, host.id);
    const cls = await createClass(handle.db, { instructorId: instructor.id, venueId, autoAccept: true, capacity });
    const students = await seedStudents(handle.db, benchAppKey, "lock", applies);
    const body = { ...applyBody(cls), experience_level: "some" as const };
    const statuses: string[] = [];
    for (const s of students) {
      const r = await service.apply(
        { id: s.id, roles: ["student"], emailVerified: true, sessionId: "bench" },
        cls.id,
        body,
        null,
      );
      statuses.push(r.row.status);
    }
    console.log(
      `lockhold: ${fmt(applies)} applies one after another, ${capacity} seats, instructor + host; database ${database.name}`,
    );
    const rows = [["", "applies", "statements (median)", "+ COMMIT", "held ms p50", "held ms p90"]];
    for (const status of ["accepted", "waitlisted"]) {
      const mine = holds.filter((_, i) => statuses[i] === status);
      // The first apply schedules each manager's batched email: the steady state is the median.
      const counts = mine.map((h) => h.statements.length);
      const ms = mine.map((h) => h.ms);
      rows.push([
        status,
        fmt(mine.length),
        fmt(quantile(counts, 0.5)),
        "1",
        fmt(quantile(ms, 0.5), 2),
        fmt(quantile(ms, 0.9), 2),
      ]);
    }
    console.log(table(rows));
    const last = holds.at(-1);
    if (last) {
      console.log("\nthe last apply's statements under the lock:");
      for (const s of last.statements) console.log(`  ${s.replace(/\s+/g, " ").slice(0, 100)}`);
    }
  } finally {
    await app.close();
  }
} finally {
  await handle.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
