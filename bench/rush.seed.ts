// Seed for bench/rush.ts: N verified students, each with a session made directly in the database
// (no argon2id login per student) and the CSRF token the server would issue for it, and an
// instructor's auto-accept class per scenario.
import { sql } from "drizzle-orm";
import type { Db } from "../apps/server/src/db/client.ts";
import { sessions } from "../apps/server/src/db/schema/index.ts";
import { createClass } from "../apps/server/src/modules/applications/testing.ts";
import { createCsrfToken } from "../apps/server/src/platform/csrf/csrf-token.ts";
import { hashSecret, newSessionSecret } from "../apps/server/src/platform/sessions/session-tokens.ts";

export interface Student {
  id: number;
  /** The request headers a signed-in browser sends: session cookie and X-XSRF-TOKEN. */
  headers: Record<string, string>;
}

export async function seedStudents(db: Db, appKey: string, tag: string, count: number): Promise<Student[]> {
  const res = await db.execute(sql`
    insert into users (name, slug, email, email_verified_at, roles, password_hash)
    select 'Rush Student ' || ${tag} || g, 'rush-student-' || ${tag} || '-' || g,
           'rush-' || ${tag} || '-' || g || '@example.test', now(), array['student'], 'not-a-hash'
    from generate_series(1, ${count}::int) g
    returning id`);
  const ids = (res as unknown as { rows: Array<{ id: string | number }> }).rows.map((r) => Number(r.id));
  const students = ids.map((id) => {
    const secret = newSessionSecret();
    const sessionId = hashSecret(secret);
    const xsrf = createCsrfToken(appKey, `s:${sessionId}`);
    return {
      id,
      sessionId,
      headers: {
        accept: "application/json",
        "content-type": "application/json",
        cookie: `guildforge_session=${secret}; XSRF-TOKEN=${encodeURIComponent(xsrf)}`,
        "x-xsrf-token": xsrf,
      },
    };
  });
  const now = new Date();
  for (let i = 0; i < students.length; i += 500) {
    await db.insert(sessions).values(
      students.slice(i, i + 500).map((s) => ({
        id: s.sessionId,
        userId: s.id,
        remember: false,
        ipAddress: "127.0.0.1",
        userAgent: "bench",
        createdAt: now,
        lastSeenAt: now,
      })),
    );
  }
  return students.map(({ id, headers }) => ({ id, headers }));
}

export async function seedRushClass(db: Db, capacity: number) {
  const res = await db.execute(sql`
    insert into users (name, slug, email, email_verified_at, roles, password_hash)
    values ('Rush Teacher', 'rush-teacher-' || gen_random_uuid(), 'rush-teacher-' || gen_random_uuid() || '@example.test',
            now(), array['student','instructor'], 'not-a-hash')
    returning id`);
  const teacherId = Number((res as unknown as { rows: Array<{ id: string }> }).rows[0]?.id);
  return createClass(db, { instructorId: teacherId, autoAccept: true, capacity });
}
