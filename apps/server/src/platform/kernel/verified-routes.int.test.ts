import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { signedIn } from "../../modules/applications/testing.ts";

// Decision 202 / issue 15 point 2: these writes need a verified email, checked by the route's
// declared access before the body is even read (an unverified caller gets the verification 403).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t.close());

const gated: Array<[string, string]> = [
  ["publishing a class", "/api/classes/999999/publish"],
  ["accepting an instructor invitation", "/api/instructor-invitations/no-such-token/accept"],
  ["creating a class request", "/api/class-requests"],
  ["applying for a role", "/api/role-applications"],
  ["applying for a class", "/api/classes/999999/applications"],
];

describe("routes that need a verified email", () => {
  it.each(gated)("%s: an unverified user gets the verification 403", async (_name, url) => {
    const { client } = await signedIn(t.app, t.db, ["student", "instructor", "host"], false);
    const res = await client.post(url, {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { message: "Verify your email address to continue.", code: "FORBIDDEN", status: 403 },
    });
  });

  it.each(gated)("%s: a verified user passes the gate (the route itself answers)", async (_name, url) => {
    const { client } = await signedIn(t.app, t.db, ["student", "instructor", "host"], true);
    const res = await client.post(url, {});
    expect([404, 422]).toContain(res.statusCode);
  });
});
