import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { roleApplications } from "../../db/schema/index.ts";

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
  // Fresh database per file: exactly these instructors exist.
  const make = async (
    key: string,
    name: string,
    themes: string[],
    roles: Array<"instructor" | "host"> = ["instructor"],
  ) => {
    const u = await createUser(t.db, { name, roles });
    ids[key] = u.id;
    if (themes.length > 0) {
      await t.db.insert(roleApplications).values({
        userId: u.id,
        role: "instructor",
        status: "approved",
        experience: "Years at the forge.",
        themes,
        decidedAt: new Date(),
      });
    }
  };
  await make("anna", "Anna Anvil", ["knife-making", "tool-making"]);
  await make("bert", "Bert Bellows", ["horseshoeing"]);
  await make("cara", "Cara Coal", ["knife-making"]);
  await make("dan", "Dan Drift", []); // joined by invitation: no themes
  await make("hal", "Hal Host", ["decorative-ironwork"], ["host"]); // a host only: not listed
  await t.db.insert(roleApplications).values({
    userId: ids.bert as number,
    role: "instructor",
    status: "rejected",
    experience: "Older application.",
    themes: ["jewelry-small-items"],
  });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("GET /api/instructors", () => {
  it("lists instructors alphabetically with the themes of their approved applications", async () => {
    const res = await get("/api/instructors");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((i: { name: string }) => i.name)).toEqual([
      "Anna Anvil",
      "Bert Bellows",
      "Cara Coal",
      "Dan Drift",
    ]);
    expect(body.data[0]).toMatchObject({
      themes: ["knife-making", "tool-making"],
      url: expect.stringMatching(/^\/users\//),
    });
    expect(body.data[1].themes).toEqual(["horseshoeing"]); // the rejected application adds nothing
    expect(body.data[3].themes).toEqual([]);
    expect(body.meta).toEqual({ next_cursor: null, total: 4 });
    expect(res.body).not.toContain("@example.test");
  });

  it("filters by theme", async () => {
    const body = (await get("/api/instructors?theme=knife-making")).json();
    expect(body.data.map((i: { id: number }) => i.id)).toEqual([ids.anna, ids.cara]);
    expect(body.meta.total).toBe(2);
  });

  it("pages with an opaque cursor", async () => {
    const first = (await get("/api/instructors?limit=3")).json();
    expect(first.data).toHaveLength(3);
    expect(first.meta.total).toBe(4);
    expect(first.meta.next_cursor).toEqual(expect.any(String));
    const second = (await get(`/api/instructors?limit=3&cursor=${first.meta.next_cursor}`)).json();
    expect(second.data.map((i: { name: string }) => i.name)).toEqual(["Dan Drift"]);
    expect(second.meta.next_cursor).toBeNull();
  });

  it("answers 422 for an unknown theme or a forged cursor", async () => {
    expect((await get("/api/instructors?theme=pottery")).statusCode).toBe(422);
    expect((await get("/api/instructors?cursor=bm90LWEtY3Vyc29y")).statusCode).toBe(422);
  });
});
