import { Writable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { testApiRoutes } from "./kernel/testing.ts";
import { processLogDestination } from "./log-destination.ts";
import { loggerOptions, prettyStream } from "./logging.ts";

function captureStream() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split("\n")) if (l.trim()) lines.push(JSON.parse(l));
      done();
    },
  });
  return { lines, stream };
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("request logging", () => {
  it("gives every request an id, returns it in x-request-id and logs it on each line", async () => {
    const { lines, stream } = captureStream();
    t = await createTestApp({ deps: { logger: { level: "info", stream } } });
    const a = await t.app.inject({ url: "/api/health", headers: { cookie: "gf_session=secret-cookie" } });
    const b = await t.app.inject({ url: "/api/health", headers: { "x-request-id": "forged-by-client" } });
    const idA = String(a.headers["x-request-id"]);
    const idB = String(b.headers["x-request-id"]);
    // {8-char random process prefix}-{base-36 counter}: unique, short, never the client's.
    expect(idA).toMatch(/^[A-Za-z0-9_-]{8}-[0-9a-z]+$/);
    expect(idB).toMatch(/^[A-Za-z0-9_-]{8}-[0-9a-z]+$/);
    expect(idA.slice(0, 8)).toBe(idB.slice(0, 8));
    expect(idA).not.toBe(idB);

    const linesA = lines.filter((l) => l.reqId === idA);
    expect(linesA.map((l) => l.msg)).toEqual(["incoming request", "request completed"]);
    expect(linesA[1]).toMatchObject({ res: { statusCode: 200 } });
    expect(JSON.stringify(lines)).not.toContain("secret-cookie");
    expect(JSON.stringify(lines)).not.toContain("forged-by-client");
  });

  it("honours the log level", async () => {
    const { lines, stream } = captureStream();
    t = await createTestApp({ deps: { logger: { level: "warn", stream } } });
    await t.app.register(
      testApiRoutes(async (api) => {
        api.get("/api/test/boom", async () => {
          throw new Error("kaboom");
        });
      }),
    );
    await t.app.inject({ url: "/api/health" });
    expect(lines).toEqual([]);
    await t.app.inject({ url: "/api/test/boom" });
    expect(lines.map((l) => l.msg)).toEqual(["unhandled error"]);
    expect(lines[0]).toMatchObject({ level: 50, err: { message: "kaboom" } });
  });
});

describe("loggerOptions", () => {
  const base = { logLevel: "debug" as const, isProduction: false };
  it.each([
    ["development", true, false, true],
    ["development", false, false, false],
    ["development", true, true, false],
    ["production", true, false, false],
    ["test", true, false, false],
  ])("NODE_ENV=%s on a TTY=%s with CI=%s pretty-prints: %s", (NODE_ENV, tty, ci, pretty) => {
    const opts = loggerOptions({ ...base, env: { NODE_ENV } }, tty, ci) as {
      level: string;
      stream: unknown;
      transport?: unknown;
    };
    expect(opts.level).toBe("debug");
    // Never a transport worker: its exit flush could hold the process (decision 415).
    expect(opts.transport).toBeUndefined();
    expect(opts.stream !== processLogDestination()).toBe(pretty);
  });

  it("pretty-prints in this process into the given destination", async () => {
    let out = "";
    const destination = new Writable({
      write(chunk, _enc, done) {
        out += String(chunk);
        done();
      },
    });
    const pretty = prettyStream(destination);
    if (!pretty) throw new Error("pino-pretty is a development dependency: installed here");
    pretty.write(
      `${JSON.stringify({ level: 30, time: Date.UTC(2026, 10, 28, 14, 5, 9, 791), pid: 1, hostname: "vm", msg: "hello there" })}\n`,
    );
    await vi.waitFor(() => expect(out).toContain("hello there"));
    expect(out).toMatch(/INFO/);
    expect(out).not.toContain('"msg"');
    expect(out).not.toContain("hostname");
  });
});
