import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { type HttpReceiver, startHttpReceiver } from "../../test/http-receiver.ts";
import { AppError, ValidationError } from "./errors.ts";
import { testApiRoutes } from "./kernel/testing.ts";
import { flushSentry, initSentry } from "./sentry.ts";

/**
 * docs/product.md#errors, issue 19 point 5: @sentry/node, pointed at a DSN on a local HTTP server
 * started here, receives a server 500 with the trace sample rate of docs/product.md#constants, and
 * never a 401, 403, 422 or other client (300-499) error.
 */
let receiver: HttpReceiver;
let t: TestApp;

beforeAll(async () => {
  receiver = await startHttpReceiver();
  const { port } = receiver;
  const on = await initSentry({
    isProduction: false,
    env: { SENTRY_DSN: `http://publickey@127.0.0.1:${port}/42`, NODE_ENV: "test" } as never,
  });
  expect(on).toBe(true);
  t = await createTestApp();
  await t.app.register(
    testApiRoutes(async (app) => {
      app.get("/api/test/sentry/500", async () => {
        throw new Error("forge exploded (server)");
      });
      app.get("/api/test/sentry/401", async () => {
        throw new AppError(401, "UNAUTHENTICATED", "sentry-client-401");
      });
      app.get("/api/test/sentry/403", async () => {
        throw new AppError(403, "FORBIDDEN", "sentry-client-403");
      });
      app.get("/api/test/sentry/422", async () => {
        throw new ValidationError({ name: ["sentry-client-422"] });
      });
      app.get("/api/test/sentry/409", async () => {
        throw new AppError(409, "CONFLICT", "sentry-client-409");
      });
      app.get("/api/test/sentry/302", async () => {
        throw Object.assign(new Error("sentry-client-302"), { statusCode: 302 });
      });
    }),
  );
  await t.app.ready();
});

afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe("Sentry delivery", () => {
  it("receives the 500 with the 0.2 trace sample rate, and none of the client errors", async () => {
    const sentry = await import("@sentry/node");
    expect(sentry.getClient()?.getOptions().tracesSampleRate).toBe(0.2);
    const statuses: Record<string, number> = {};
    for (const s of ["500", "401", "403", "422", "409", "302"]) {
      statuses[s] = (await t.app.inject({ method: "GET", url: `/api/test/sentry/${s}` })).statusCode;
    }
    expect(statuses["500"]).toBe(500);
    expect(statuses["401"]).toBe(401);
    expect(statuses["403"]).toBe(403);
    expect(statuses["422"]).toBe(422);
    await flushSentry(5000);
    // An envelope is lines: its header, then item header / item payload pairs; keep the error events.
    const events: string[] = [];
    for (const { body: envelope } of receiver.received) {
      const lines = envelope.split("\n");
      for (let i = 1; i + 1 < lines.length; i += 2) {
        if (JSON.parse(lines[i] as string).type === "event") events.push(lines[i + 1] as string);
      }
    }
    // One event only, the 500's (its source context lines may quote the other routes' messages).
    const messages = events.map((e) => JSON.parse(e).exception.values[0].value as string);
    expect(messages).toEqual(["forge exploded (server)"]);
  });
});
