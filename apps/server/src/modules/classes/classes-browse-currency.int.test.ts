import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { future, makeClass, makePlaces, postVenue, signedIn } from "./classes.test-helpers.ts";

// GET /api/classes?price_max&currency (decision 362): a maximum price is read in one currency and
// never compared across $, £ and €; nor is a price sort (decision 523): grouped by currency. Runs on PGlite and, with TEST_DB=postgres, on PostgreSQL.
let t: TestApp;
let venue = 0;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
  const city = await makePlaces(t, "cy");
  const ann = await signedIn(t, ["instructor", "host"]);
  venue = (await postVenue(ann, city, "Coin Forge")).json().data.id;
  // The same number (5000 minor units) in three currencies, and a dearer class in each of two.
  const specs: Array<[string, string, number, number]> = [
    ["usd50", "USD", 5000, 10],
    ["gbp50", "GBP", 5000, 11],
    ["eur50", "EUR", 5000, 12],
    ["usd90", "USD", 9000, 13],
    ["gbp90", "GBP", 9000, 14],
  ];
  for (const [key, currency, price, days] of specs) {
    const body = {
      title: `Coin class ${key}`,
      venue_id: venue,
      currency,
      price_cents: price,
      sessions: [future(days)],
    };
    ids[key] = (await makeClass(ann, body)).id;
  }
}, 60_000);
afterAll(() => t?.close());

const get = (query: string) => t.app.inject({ method: "GET", url: `/api/classes?venue=${venue}&${query}` });
const list = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: Array<{ id: number; currency: string }>; meta: { total: number } };
  return { ids: body.data.map((c) => c.id), currencies: body.data.map((c) => c.currency), total: body.meta.total };
};

/** Every id of a query, following next_cursor two at a time. */
async function allPages(query: string): Promise<number[]> {
  const out: number[] = [];
  let cursor = "";
  for (;;) {
    const res = await get(`${query}&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: Array<{ id: number }>; meta: { next_cursor: string | null } };
    out.push(...body.data.map((c) => c.id));
    if (!body.meta.next_cursor) return out;
    cursor = body.meta.next_cursor;
  }
}

describe("price sorts never compare amounts across currencies", () => {
  it("low to high: grouped by currency (A-Z), cheapest first within each, across cursor pages", async () => {
    expect(await allPages("sort=price_asc")).toEqual([ids.eur50, ids.gbp50, ids.gbp90, ids.usd50, ids.usd90]);
  });

  it("high to low: the same currency groups, dearest first within each", async () => {
    expect(await allPages("sort=price_desc")).toEqual([ids.eur50, ids.gbp90, ids.gbp50, ids.usd90, ids.usd50]);
  });

  it("in one chosen currency, a plain price order", async () => {
    expect(await allPages("sort=price_desc&currency=USD")).toEqual([ids.usd90, ids.usd50]);
    expect(await allPages("sort=price_asc&currency=GBP&price_max=9000")).toEqual([ids.gbp50, ids.gbp90]);
  });
});

describe("price filter in one currency", () => {
  it("keeps only the classes priced in the chosen currency at or under the maximum", async () => {
    expect(await list("price_max=6000&currency=GBP")).toEqual({ ids: [ids.gbp50], currencies: ["GBP"], total: 1 });
    expect(await list("price_max=9000&currency=USD")).toEqual({
      ids: [ids.usd50, ids.usd90],
      currencies: ["USD", "USD"],
      total: 2,
    });
    expect((await list("price_max=6000&currency=EUR")).ids).toEqual([ids.eur50]);
    expect((await list("price_max=6000&currency=CAD")).ids).toEqual([]);
  });

  it("takes a currency alone as a filter, case-insensitively", async () => {
    expect(await list("currency=gbp")).toEqual({ ids: [ids.gbp50, ids.gbp90], currencies: ["GBP", "GBP"], total: 2 });
  });

  it("refuses a maximum price without its currency, in words a person reads", async () => {
    const res = await get("price_max=6000");
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: "Choose the currency of the maximum price.",
      errors: { currency: ["Choose the currency of the maximum price."] },
    });
  });

  it("refuses a currency that is not a 3-letter code", async () => {
    const res = await get("currency=dollars");
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["currency"]);
  });
});
