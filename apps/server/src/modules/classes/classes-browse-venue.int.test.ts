import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { future, makeClass, makePlaces, postVenue, type SignedIn, signedIn } from "./classes.test-helpers.ts";

// GET /api/classes?venue={id} (decision 193): one forge's published upcoming classes, combined with
// the other filters and cursor paging, on a small catalogue made through the API (no demo seed).
// Runs on PGlite and, with TEST_DB=postgres, on PostgreSQL.
let t: TestApp;
let ann: SignedIn;
const forge = { anvil: 0, bellows: 0, empty: 0 };
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
  const city = await makePlaces(t, "vv");
  ann = await signedIn(t, ["instructor", "host"]);
  forge.anvil = (await postVenue(ann, city, "Anvil Yard")).json().data.id;
  forge.bellows = (await postVenue(ann, city, "Bellows Barn")).json().data.id;
  forge.empty = (await postVenue(ann, city, "Quiet Shed")).json().data.id;
  // Start days all differ, so "soonest" fixes the order; prices differ for price sorts.
  const specs: Array<[string, number, string, number, number]> = [
    ["a1", forge.anvil, "knife-making", 10, 9000],
    ["b1", forge.bellows, "knife-making", 11, 4000],
    ["a2", forge.anvil, "tool-making", 12, 3000],
    ["b2", forge.bellows, "tool-making", 13, 8000],
    ["a3", forge.anvil, "knife-making", 14, 5000],
    ["a4", forge.anvil, "knife-making", 16, 7000],
  ];
  for (const [key, venue, theme, days, price] of specs) {
    const body = { title: `Forge class ${key}`, venue_id: venue, theme, price_cents: price, sessions: [future(days)] };
    ids[key] = (await makeClass(ann, body)).id;
  }
  // At the same forge but never listed: a draft and a cancelled class.
  await makeClass(ann, { title: "Anvil draft only", venue_id: forge.anvil }, { draft: true });
  const cancelled = await makeClass(ann, { title: "Anvil cancelled", venue_id: forge.anvil });
  await ann.client.post(`/api/classes/${cancelled.id}/cancel`, { reason: "The forge is closed." });
}, 60_000);
afterAll(() => t?.close());

type ListBody = {
  data: Array<{ id: number; venue: { id: number } | null }>;
  meta: { next_cursor: string | null; total: number };
};
const list = async (query: string) => {
  const res = await t.app.inject({ method: "GET", url: `/api/classes?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListBody;
};
const idsOf = async (query: string) => (await list(query)).data.map((c) => c.id);

/** Every id of a query, following next_cursor two at a time; checks the total on every page. */
async function allPages(query: string, total: number): Promise<number[]> {
  const out: number[] = [];
  let page = await list(`${query}&limit=2`);
  for (;;) {
    expect(page.meta.total).toBe(total);
    out.push(...page.data.map((c) => c.id));
    if (!page.meta.next_cursor) return out;
    page = await list(`${query}&limit=2&cursor=${page.meta.next_cursor}`);
  }
}

describe("venue filter", () => {
  it("lists only that forge's published upcoming classes, with the total counted on the same filter", async () => {
    const anvil = await list(`venue=${forge.anvil}`);
    expect(anvil.data.map((c) => c.id)).toEqual([ids.a1, ids.a2, ids.a3, ids.a4]);
    expect(anvil.data.every((c) => c.venue?.id === forge.anvil)).toBe(true);
    expect(anvil.meta.total).toBe(4);
    const bellows = await list(`venue=${forge.bellows}`);
    expect(bellows.data.map((c) => c.id)).toEqual([ids.b1, ids.b2]);
    expect(bellows.meta.total).toBe(2);
    expect((await list("x=1")).meta.total).toBe(6);
  });

  it("combines with theme, level, location, search and price as the other filters do", async () => {
    const knives = await list(`venue=${forge.anvil}&theme=knife-making`);
    expect(knives.data.map((c) => c.id)).toEqual([ids.a1, ids.a3, ids.a4]);
    expect(knives.meta.total).toBe(3);
    expect(await idsOf(`venue=${forge.bellows}&theme=knife-making`)).toEqual([ids.b1]);
    expect(await idsOf(`venue=${forge.anvil}&theme=tool-making&level=beginner`)).toEqual([ids.a2]);
    expect(await idsOf(`venue=${forge.anvil}&level=advanced`)).toEqual([]);
    expect(await idsOf(`venue=${forge.anvil}&location=vv`)).toHaveLength(4);
    expect((await list(`venue=${forge.anvil}&location=vv/elsewhere`)).meta.total).toBe(0);
    expect(await idsOf(`venue=${forge.anvil}&q=a3`)).toEqual([ids.a3]);
    expect(await idsOf(`venue=${forge.anvil}&price_max=6000&currency=USD`)).toEqual([ids.a2, ids.a3]);
  });

  it("pages with the cursor without leaving the forge, in the default and a price sort", async () => {
    expect(await allPages(`venue=${forge.anvil}`, 4)).toEqual([ids.a1, ids.a2, ids.a3, ids.a4]);
    expect(await allPages(`venue=${forge.anvil}&theme=knife-making&sort=price_desc`, 3)).toEqual([
      ids.a1,
      ids.a4,
      ids.a3,
    ]);
  });

  it("an unknown forge, or one without classes, lists nothing (200, not 404)", async () => {
    for (const venue of [forge.empty, 987_654_321]) {
      const res = await list(`venue=${venue}`);
      expect(res).toEqual({ data: [], meta: { next_cursor: null, total: 0 } });
    }
  });

  it("refuses a bad forge id with the 422 validation body, never a 5xx", async () => {
    for (const bad of ["abc", "0", "-4", "1.5", "", "99999999999999999999", "1&venue=2"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/classes?venue=${bad}` });
      expect(res.statusCode, `venue=${bad}`).toBe(422);
      expect(res.json(), `venue=${bad}`).toEqual({
        message: "Choose a forge by its id (a whole number).",
        errors: { venue: ["Choose a forge by its id (a whole number)."] },
      });
    }
  });
});
