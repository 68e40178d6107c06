import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";

describe("health and readiness", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("GET /api/health answers ok", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("GET /api/ready checks the database and the upload storage", async () => {
    const res = await t.app.inject({ url: "/api/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ready", checks: { database: "ok", storage: "ok" } });
  });

  it("starts on a migrated database where factories can write", async () => {
    const user = await createUser(t.db, { roles: ["host"] });
    expect(user.id).toBeGreaterThan(0);
    expect(user.roles).toEqual(["student", "host"]);
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it("GET /api/ready answers 503 with database down once the database is closed", async () => {
    await t.database.close();
    const res = await t.app.inject({ url: "/api/ready" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "unavailable", checks: { database: "down", storage: "ok" } });
  });
});
