import { describe, expect, it } from "vitest";
import { realtimeClientConfigSchema } from "./realtime.ts";
import { readRealtimeClientConfig } from "./realtime-client-config.ts";

const valid = { enabled: true, key: "app-key", host: "127.0.0.1", port: 3100, scheme: "http" };

const answers: Array<[string, unknown]> = [
  ["a full config", valid],
  ["a disabled config", { ...valid, enabled: false, key: "", host: "" }],
  ["https", { ...valid, scheme: "https", port: 443 }],
  ["an extra field", { ...valid, cluster: "eu" }],
  ["no scheme", { enabled: true, key: "k", host: "h", port: 1 }],
  ["a ws scheme", { ...valid, scheme: "ws" }],
  ["a port as text", { ...valid, port: "3100" }],
  ["a fractional port", { ...valid, port: 3100.5 }],
  ["an unsafe port", { ...valid, port: 2 ** 60 }],
  ["NaN port", { ...valid, port: Number.NaN }],
  ["enabled as text", { ...valid, enabled: "true" }],
  ["a null key", { ...valid, key: null }],
  ["null", null],
  ["an array", [valid]],
  ["text", "config"],
];

describe("readRealtimeClientConfig (the browser's zod-free reader)", () => {
  it.each(answers)("agrees with realtimeClientConfigSchema on %s", (_, body) => {
    const parsed = realtimeClientConfigSchema.safeParse(body);
    expect(readRealtimeClientConfig(body)).toEqual(parsed.success ? parsed.data : null);
  });

  it("keeps the known fields only", () => {
    expect(readRealtimeClientConfig({ ...valid, cluster: "eu" })).toEqual(valid);
  });
});
