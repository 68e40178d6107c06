import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { insertClass, insertVenue, sessionAt } from "../classes/classes.test-helpers.ts";

let t: TestApp;
const ids: Record<string, number> = {};
const classIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
  for (const [key, name] of [
    ["anna", "Anna Anvil"],
    ["bert", "Bert Bellows"],
    ["cara", "Cara Coal"],
  ] as const) {
    ids[key] = (await createUser(t.db, { name, roles: ["instructor"] })).id;
  }
  const anna = ids.anna as number;
  const portland = await insertVenue(t.db, anna, "Portland", "America/Los_Angeles");
  const add = async (key: string, f: Omit<Parameters<typeof insertClass>[1], "instructorId">, who = anna) => {
    classIds[key] = (await insertClass(t.db, { instructorId: who, venueId: portland, title: `Class ${key}`, ...f })).id;
  };
  // Anna: four upcoming published classes (one of them already under way: its last session is
  // still ahead), inserted out of order; sooner drafts / cancelled ones and finished ones must not count.
  await add("a3", { sessions: [sessionAt(72)] });
  await add("a1", { sessions: [sessionAt(-1), sessionAt(24)] });
  await add("a4", { sessions: [sessionAt(96)] });
  await add("a2", { sessions: [sessionAt(48)] });
  await add("draft", { status: "draft", sessions: [sessionAt(2)] });
  await add("cancelled", { status: "cancelled", sessions: [sessionAt(3)] });
  await add("ended", { sessions: [sessionAt(-30)] }); // published, ended, not yet swept
  await add("completed", { status: "completed", sessions: [sessionAt(-60)] });
  // Cara: one free, full class in another city.
  const sheffield = await insertVenue(t.db, ids.cara as number, "Sheffield", "Europe/London");
  classIds.c1 = (
    await insertClass(t.db, {
      instructorId: ids.cara as number,
      venueId: sheffield,
      title: "Class c1",
      sessions: [sessionAt(10)],
      priceCents: 0,
      currency: "GBP",
      capacity: 4,
      seatsTaken: 4,
    })
  ).id;
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

interface Card {
  id: number;
  upcoming_classes_count: number;
  next_classes: Array<Record<string, unknown>>;
}

describe("GET /api/instructors: classes per instructor", () => {
  it("counts upcoming published classes and lists the soonest three, drafts/cancelled/past excluded", async () => {
    const res = await get("/api/instructors");
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Card[];
    const anna = data.find((i) => i.id === ids.anna);
    expect(anna?.upcoming_classes_count).toBe(4);
    expect(anna?.next_classes.map((c) => c.id)).toEqual([classIds.a1, classIds.a2, classIds.a3]);
    expect(anna?.next_classes[1]).toEqual({
      id: classIds.a2,
      title: "Class a2",
      url: `/classes/${classIds.a2}-class-a2`,
      starts_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      time_zone: "America/Los_Angeles",
      city: "Portland",
      price_cents: 8500,
      currency: "USD",
      price: "$85",
      seats_left: 8,
    });
    // A class under way reads its first session's start.
    expect(Date.parse(anna?.next_classes[0]?.starts_at as string)).toBeLessThan(Date.now());

    const bert = data.find((i) => i.id === ids.bert);
    expect(bert).toMatchObject({ upcoming_classes_count: 0, next_classes: [] });

    const cara = data.find((i) => i.id === ids.cara);
    expect(cara?.upcoming_classes_count).toBe(1);
    expect(cara?.next_classes[0]).toMatchObject({
      id: classIds.c1,
      city: "Sheffield",
      time_zone: "Europe/London",
      price: "Free",
      currency: "GBP",
      seats_left: 0,
    });
  });

  it("reads the classes of a whole page in one query (no query per instructor)", async () => {
    const driver = (t.database.pglite ?? t.database.pool) as unknown as { query: (...a: unknown[]) => unknown };
    const countQueries = async (url: string) => {
      const spy = vi.spyOn(driver, "query");
      try {
        expect((await get(url)).statusCode).toBe(200);
        return spy.mock.calls.filter((c) => !String(c[0]).includes("pgboss")).length;
      } finally {
        spy.mockRestore();
      }
    };
    const one = await countQueries("/api/instructors?limit=1");
    const three = await countQueries("/api/instructors?limit=3");
    expect(three).toBe(one);
    expect(three).toBe(3); // page, total, classes
  });
});
