import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { idempotentRequests, passwordResetTokens, rateLimits, sessions } from "../../db/schema/index.ts";
import { accountPurgers as authPurgers } from "../../modules/auth/index.ts";
import { platformPurgers } from "../register-platform.ts";

const accountPurgers = [...platformPurgers, ...authPurgers];

import { sessionTimeouts as st } from "../sessions/session-timeouts.ts";
import { housekeepingCron, housekeepingQueue, runHousekeeping } from "./housekeeping.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t?.close());

const now = new Date("2026-11-22T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const minute = 60_000;

describe("housekeeping", () => {
  it("deletes exactly the expired sessions, ended rate-limit windows, expired reset tokens and day-old Idempotency-Key answers", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const session = (id: string, remember: boolean, createdAt: Date, lastSeenAt: Date) => ({
      id,
      userId: user.id,
      remember,
      createdAt,
      lastSeenAt,
    });
    await t.db
      .insert(sessions)
      .values([
        session("live", false, ago(st.absoluteMs - minute), ago(st.idleMs - minute)),
        session("idle-expired", false, ago(st.idleMs + 2 * minute), ago(st.idleMs + minute)),
        session("absolute-expired", false, ago(st.absoluteMs + minute), ago(minute)),
        session("remembered-live", true, ago(st.rememberAbsoluteMs - minute), ago(st.idleMs + minute)),
        session("remembered-expired", true, ago(st.rememberAbsoluteMs + minute), ago(minute)),
      ]);
    await t.db.insert(rateLimits).values([
      { key: "hk:ended", count: 3, expiresAt: ago(minute) },
      { key: "hk:open", count: 1, expiresAt: new Date(now.getTime() + minute) },
    ]);
    await t.db.insert(passwordResetTokens).values([
      { userId: user.id, tokenHash: "a", createdAt: ago(120 * minute), expiresAt: ago(60 * minute) },
      { userId: other.id, tokenHash: "b", createdAt: ago(minute), expiresAt: new Date(now.getTime() + 59 * minute) },
    ]);
    const day = 24 * 60 * minute;
    await t.db.insert(idempotentRequests).values([
      { userId: user.id, key: "day-old", fingerprint: "f", createdAt: ago(day + minute), completedAt: ago(day) },
      {
        userId: user.id,
        key: "recent",
        fingerprint: "f",
        createdAt: ago(day - minute),
        completedAt: ago(day - minute),
      },
    ]);

    const counts = await runHousekeeping(t.db, accountPurgers, now);
    // performance: the recorder's own rows of this test app are minutes old, none past 7 days.
    expect(counts).toEqual({
      sessions: 3,
      rate_limits: 1,
      password_reset_tokens: 1,
      idempotent_requests: 1,
      performance: 0,
    });

    const left = await t.db.execute(sql`select id from sessions where user_id = ${user.id} order by id`);
    const ids = (left as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
    expect(ids).toEqual(["live", "remembered-live"]);
    const keys = await t.db.select({ key: rateLimits.key }).from(rateLimits).where(sql`${rateLimits.key} like 'hk:%'`);
    expect(keys.map((k) => k.key)).toEqual(["hk:open"]);
    const tokens = await t.db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens);
    expect(tokens.map((r) => r.userId)).toEqual([other.id]);
    const answers = await t.db.select({ key: idempotentRequests.key }).from(idempotentRequests);
    expect(answers.map((r) => r.key)).toEqual(["recent"]);

    // Nothing left to delete: a second run is a no-op.
    expect(await runHousekeeping(t.db, accountPurgers, now)).toEqual({
      sessions: 0,
      rate_limits: 0,
      password_reset_tokens: 0,
      idempotent_requests: 0,
      performance: 0,
    });
  });

  it("one failing purger does not stop the others", async () => {
    const failing = {
      name: "broken",
      purge: async () => {
        throw new Error("boom");
      },
    };
    const counts = await runHousekeeping(t.db, [failing, ...accountPurgers], now);
    expect(counts).not.toHaveProperty("broken");
    expect(Object.keys(counts).sort()).toEqual([
      "idempotent_requests",
      "password_reset_tokens",
      "performance",
      "rate_limits",
      "sessions",
    ]);
  });

  it("is scheduled hourly on the job queue", async () => {
    const schedules = await t.app.jobs.boss.getSchedules(housekeepingQueue);
    expect(schedules).toEqual([expect.objectContaining({ name: housekeepingQueue, cron: housekeepingCron })]);
  });
});
