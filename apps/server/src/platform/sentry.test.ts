import type { ErrorEvent } from "@sentry/node";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../config/env.ts";
import { AppError, ValidationError } from "./errors.ts";
import { dropClientErrors, initSentry, tracesSampleRate } from "./sentry.ts";

const event = { event_id: "e1" } as ErrorEvent;

describe("server error reporting", () => {
  it("samples traces at 0.1 in production and 0.2 otherwise", () => {
    expect(tracesSampleRate(true)).toBe(0.1);
    expect(tracesSampleRate(false)).toBe(0.2);
  });

  it.each([
    [new AppError(401, "UNAUTHENTICATED", "x"), null],
    [new AppError(403, "FORBIDDEN", "x"), null],
    [new AppError(404, "NOT_FOUND", "x"), null],
    [new AppError(429, "RATE_LIMITED", "x"), null],
    [Object.assign(new Error("redirect"), { statusCode: 302 }), null],
    [Object.assign(new Error("bad json"), { statusCode: 400 }), null],
    [new AppError(503, "SERVICE_UNAVAILABLE", "x"), event],
    [Object.assign(new Error("db down"), { statusCode: 500 }), event],
    [new Error("plain failure"), event],
    ["a thrown string", event],
  ])("beforeSend for %o keeps: %o", (error, expected) => {
    expect(dropClientErrors(event, { originalException: error })).toBe(expected);
  });

  it("drops a 422 validation error", () => {
    const err = new ValidationError({ email: ["bad"] });
    expect(dropClientErrors(event, { originalException: err })).toBeNull();
  });

  it("stays off without SENTRY_DSN", async () => {
    expect(await initSentry({ isProduction: false, env: parseEnv({}) })).toBe(false);
  });
});
