import { describe, expect, it } from "vitest";
import { exceptionGroup } from "./exception-group.ts";
import { maxSlowSamplesPerFlush, Recorder } from "./recorder.ts";

describe("the recorder's buffer", () => {
  it("hands over changed slots, keeps the current minute cumulative and drops finished minutes", () => {
    let now = Date.parse("2026-11-25T12:00:10Z");
    const r = new Recorder(() => now);
    r.observe("request", "GET /a", 10);
    r.observe("request", "GET /a", 30, true);
    const first = r.drain().slots;
    expect(first).toEqual([expect.objectContaining({ key: "GET /a", count: 2, failures: 1, totalMs: 40, maxMs: 30 })]);
    expect(r.drain().slots).toEqual([]);
    r.observe("request", "GET /a", 5);
    expect(r.drain().slots[0]).toMatchObject({ count: 3 });
    now += 60_000;
    r.observe("request", "GET /a", 7);
    const next = r.drain().slots;
    expect(next).toEqual([expect.objectContaining({ minute: Date.parse("2026-11-25T12:01:00Z"), count: 1 })]);
  });

  it("keeps at most a bounded number of slow samples per flush", () => {
    const r = new Recorder(() => 0);
    const sample = { at: new Date(0), method: "GET", route: "/x", status: 200, durationMs: 2000, userId: null };
    for (let i = 0; i < maxSlowSamplesPerFlush + 10; i++) r.slowRequest(sample);
    expect(r.drain().slow).toHaveLength(maxSlowSamplesPerFlush);
  });

  it("groups an exception by its type and the first frame in our code", () => {
    const e = new RangeError("too hot");
    e.stack = [
      "RangeError: too hot",
      "    at f (/srv/app/node_modules/fastify/lib/x.js:1:1)",
      "    at g (/srv/app/apps/server/src/modules/classes/classes.service.ts:42:7)",
    ].join("\n");
    expect(exceptionGroup(e)).toEqual({
      group: "RangeError at apps/server/src/modules/classes/classes.service.ts:42",
      message: "too hot",
    });
  });
});
