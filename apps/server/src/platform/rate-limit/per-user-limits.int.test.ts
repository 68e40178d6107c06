import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { sessionClient } from "../sessions/testing.ts";
import { perUserLimits } from "./per-user-limits.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const application = {
  role: "instructor",
  experience: "Twelve years at the anvil, mostly knives and hand tools.",
  themes: ["knife-making"],
};

describe("per-user limits (decision 234)", () => {
  it("role applications: past the daily max, 429 with the error body of docs/product.md#error-bodies and a message for the person", async () => {
    const user = await createUser(t.db);
    const c = sessionClient(t.app);
    await c.login(user.email, user.password);
    const { max, message } = perUserLimits.roleApplicationCreate;
    const codes: number[] = [];
    for (let i = 0; i < max; i++) codes.push((await c.post("/api/role-applications", application)).statusCode);
    expect(codes[0]).toBe(201);
    expect(codes.slice(1).every((s) => s === 409)).toBe(true); // the same pending application: still counted
    const over = await c.post("/api/role-applications", application);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: { message, code: "RATE_LIMITED", status: 429 } });
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    // Per user: someone else is not affected.
    const other = await createUser(t.db);
    const d = sessionClient(t.app);
    await d.login(other.email, other.password);
    expect((await d.post("/api/role-applications", application)).statusCode).toBe(201);
  });

  it("image uploads: every attempt counts, and past the hourly max the upload is refused before it is read", async () => {
    const user = await createUser(t.db);
    const c = sessionClient(t.app);
    await c.login(user.email, user.password);
    const { max, message } = perUserLimits.imageUpload;
    for (let i = 0; i < max; i++) {
      // Not multipart: refused (422) cheaply, after the count.
      expect((await c.post("/api/user/avatar", { avatar: "x" })).statusCode).toBe(422);
    }
    const over = await c.post("/api/user/avatar", { avatar: "x" });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe(message);
  });
});
