// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { beforeSend, initErrorReporting, reportError, tracesSampleRate } from "./error-reporting";

function fakeSentry() {
  return {
    init: vi.fn(),
    browserTracingIntegration: vi.fn(() => ({ name: "BrowserTracing" })),
    captureException: vi.fn(),
  };
}
type Loader = Parameters<typeof initErrorReporting>[1];

describe("error reporting (docs/product.md#errors, #constants)", () => {
  it.each([
    [true, 0.1],
    [false, 0.2],
  ])("production=%s samples traces at %s", (production, rate) => {
    expect(tracesSampleRate(production)).toBe(rate);
  });

  it("stays off without a DSN and does not load the SDK", async () => {
    const load = vi.fn();
    expect(await initErrorReporting({ production: true, environment: "x" }, load as unknown as Loader)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    [true, 0.1],
    [false, 0.2],
  ])("with a DSN (production=%s) initialises Sentry with rate %s and the filter", async (prod, rate) => {
    const sdk = fakeSentry();
    const active = await initErrorReporting(
      { dsn: "https://k@o.ingest/1", production: prod, environment: "x" },
      (async () => sdk) as unknown as Loader,
    );
    expect(active).toBe(true);
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: "https://k@o.ingest/1", environment: "x", tracesSampleRate: rate, beforeSend }),
    );
    reportError(new Error("boom"));
    expect(sdk.captureException).toHaveBeenCalledWith(new Error("boom"));
  });

  it.each([
    [new Error("TypeError in render"), true],
    [{ message: "Forbidden", status: 403 }, false],
    [new Error("Validation Error"), false],
  ])("beforeSend keeps %j: %s", (original, kept) => {
    const event = { exception: { values: [{ value: "x" }] } };
    expect(beforeSend(event, { originalException: original })).toBe(kept ? event : null);
  });

  it("beforeSend falls back to the event's exception text", () => {
    const event = { exception: { values: [{ value: "Request failed with status 401" }] } };
    expect(beforeSend(event, {})).toBeNull();
  });
});
