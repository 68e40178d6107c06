import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import {
  future,
  linkToForge,
  makeClass,
  makePlaces,
  postVenue,
  type SignedIn,
  signedIn,
} from "./classes.test-helpers.ts";

// Sorts and filters of GET /api/classes on a small catalogue made through the API (no demo seed),
// so every expected order is known. Runs on PGlite and, with TEST_DB=postgres, on PostgreSQL.
let t: TestApp;
let ann: SignedIn;
let bob: SignedIn;
const ids: Record<string, number> = {};
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
  const city = await makePlaces(t, "qq");
  ann = await signedIn(t, ["instructor", "host"]);
  bob = await signedIn(t, ["instructor"]);
  const venue = (await postVenue(ann, city)).json().data.id as number;
  await linkToForge(t, venue, bob); // bob teaches at ann's forge (decision 211)
  // Published in this order (newest last). Prices and start days all differ.
  const specs: Array<[string, SignedIn, Record<string, unknown>]> = [
    ["tongs", ann, { title: "Zephyr tongs weekend", price_cents: 12000, sessions: [future(10)] }],
    ["hook", bob, { title: "Hook and hanger basics", price_cents: 3000, sessions: [future(20)] }],
    [
      "mention",
      ann,
      { title: "Scrolls for gates", description: "We may forge zephyr tongs if time allows.", price_cents: 9000 },
    ],
    ["ring", bob, { title: "Forged ring evening", price_cents: 0, sessions: [future(30), future(31)] }],
  ];
  for (const [key, who, body] of specs) {
    const sessions = (body.sessions as unknown[] | undefined) ?? [future(40)];
    ids[key] = (await makeClass(who, { venue_id: venue, ...body, sessions })).id;
  }
  // Not listed: a draft and a cancelled class.
  ids.draft = (await makeClass(ann, { title: "Zephyr draft only", venue_id: venue }, { draft: true })).id;
  ids.cancelled = (await makeClass(ann, { title: "Zephyr cancelled tongs", venue_id: venue })).id;
  await ann.client.post(`/api/classes/${ids.cancelled}/cancel`, { reason: "The forge is closed." });
}, 60_000);
afterAll(() => t?.close());

const list = async (query: string) => {
  const res = await t.app.inject({ method: "GET", url: `/api/classes?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    data: Array<{ id: number; price_cents: number }>;
    meta: { next_cursor: string | null; total: number };
  };
};
/** Every id of a sort, following next_cursor two at a time. */
async function allPages(query: string): Promise<number[]> {
  const out: number[] = [];
  let page = await list(`${query}&limit=2`);
  for (;;) {
    out.push(...page.data.map((c) => c.id));
    if (!page.meta.next_cursor) return out;
    page = await list(`${query}&limit=2&cursor=${page.meta.next_cursor}`);
  }
}

describe("sorts", () => {
  it("newest: most recently published first, across cursor pages", async () => {
    expect(await allPages("sort=newest")).toEqual([ids.ring, ids.mention, ids.hook, ids.tongs]);
  });

  it("price_desc: dearest first, across cursor pages; price_asc is its reverse", async () => {
    const desc = await allPages("sort=price_desc");
    expect(desc).toEqual([ids.tongs, ids.mention, ids.hook, ids.ring]);
    expect(await allPages("sort=price_asc")).toEqual([...desc].reverse());
  });

  it("soonest by default", async () => {
    expect(await allPages("x=1")).toEqual([ids.tongs, ids.hook, ids.ring, ids.mention]);
  });

  it("relevance with q: a title match ranks above a description match; hidden classes never match", async () => {
    const res = await list("q=zephyr%20tongs");
    expect(res.data.map((c) => c.id)).toEqual([ids.tongs, ids.mention]);
    expect(res.meta.total).toBe(2);
    // relevance is the default with q, and pages by cursor without repeating
    expect(await allPages("q=zephyr%20tongs&sort=relevance")).toEqual([ids.tongs, ids.mention]);
    const q1 = await list("q=zephyr%20tongs&limit=1");
    const q2 = await list(`q=zephyr%20tongs&limit=1&cursor=${q1.meta.next_cursor}`);
    expect([q1.data[0]?.id, q2.data[0]?.id]).toEqual([ids.tongs, ids.mention]);
    expect(q2.meta.next_cursor).toBeNull();
  });

  it("rejects a cursor from another sort with 422", async () => {
    const first = await list("sort=price_desc&limit=1");
    const res = await t.app.inject({ method: "GET", url: `/api/classes?sort=newest&cursor=${first.meta.next_cursor}` });
    expect(res.statusCode).toBe(422);
  });
});

describe("filters", () => {
  it("from/to bound the first session's start; to is an inclusive UTC day", async () => {
    expect((await list(`from=${day(15)}&to=${day(25)}`)).data.map((c) => c.id)).toEqual([ids.hook]);
    expect((await list(`from=${day(15)}`)).data.map((c) => c.id)).toEqual([ids.hook, ids.ring, ids.mention]);
    expect((await list(`to=${day(20)}`)).data.map((c) => c.id)).toEqual([ids.tongs, ids.hook]);
    // the second session of "ring" (day 31) does not make it start in that range
    expect((await list(`from=${day(31)}&to=${day(35)}`)).meta.total).toBe(0);
    const bad = await t.app.inject({ method: "GET", url: "/api/classes?from=soon" });
    expect(bad.statusCode).toBe(422);
  });

  it("instructor: only that instructor's classes, combined with other filters", async () => {
    const bobs = await list(`instructor=${bob.user.slug}`);
    expect(bobs.data.map((c) => c.id)).toEqual([ids.hook, ids.ring]);
    expect(bobs.meta.total).toBe(2);
    expect((await list(`instructor=${bob.user.slug}&price_max=0&currency=USD`)).data.map((c) => c.id)).toEqual([
      ids.ring,
    ]);
    expect((await list("instructor=nobody-at-all")).meta.total).toBe(0);
  });

  it("location: the subtree, with the total counted on the same filter", async () => {
    const inQq = await list("location=qq");
    expect(inQq.meta.total).toBe(4);
    expect((await list("location=qq/elsewhere")).meta.total).toBe(0);
  });
});
