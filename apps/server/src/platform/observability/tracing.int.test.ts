import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpReceiver, startHttpReceiver } from "../../../test/http-receiver.ts";
import { type RunningServer, spawnServer } from "../../../test/spawn-server.ts";

/**
 * Issue 19 point 4, decision 325: with OTEL_EXPORTER_OTLP_ENDPOINT set, the real server process
 * exports Fastify and HTTP spans over OTLP/HTTP (JSON) to a local receiver started here.
 */
interface OtlpSpan {
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: number | string } }>;
}
interface OtlpBody {
  resourceSpans: Array<{
    resource: { attributes: OtlpSpan["attributes"] };
    scopeSpans: Array<{ scope: { name: string }; spans: OtlpSpan[] }>;
  }>;
}

let receiver: HttpReceiver;
let server: RunningServer;

beforeAll(async () => {
  receiver = await startHttpReceiver();
  server = await spawnServer({
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.origin,
    OTEL_SERVICE_NAME: "guildforge-test",
    OTEL_BSP_SCHEDULE_DELAY: "200",
    LOG_LEVEL: "warn",
  });
}, 120_000);

afterAll(async () => {
  await server?.dispose();
  await receiver?.close();
});

const spans = () =>
  receiver.received
    .map((r) => JSON.parse(r.body) as OtlpBody)
    .flatMap((b) =>
      b.resourceSpans.flatMap((r) =>
        r.scopeSpans.flatMap((s) => s.spans.map((span) => ({ ...span, scope: s.scope.name, resource: r.resource }))),
      ),
    );
const attr = (span: OtlpSpan, key: string) => span.attributes.find((a) => a.key === key)?.value;

describe("OpenTelemetry traces over OTLP/HTTP", () => {
  it("exports a request's Fastify spans with the route pattern, and its HTTP server span", async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    await expect
      .poll(() => spans().filter((s) => attr(s, "http.route")?.stringValue === "/api/health").length, {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    await expect
      .poll(() => spans().some((s) => s.scope === "@opentelemetry/instrumentation-http" && s.kind === 2), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(receiver.received[0]).toMatchObject({ method: "POST", url: "/v1/traces" });
    expect(receiver.received[0]?.contentType).toMatch(/^application\/json/);
    const fastify = spans().filter((s) => s.scope.includes("fastify"));
    expect(fastify.length).toBeGreaterThan(0);
    const http = spans().find((s) => s.scope === "@opentelemetry/instrumentation-http" && s.kind === 2);
    expect(http && attr(http, "http.route")?.stringValue).toBe("/api/health");
    const service = spans()[0]?.resource.attributes.find((a) => a.key === "service.name");
    expect(service?.value.stringValue).toBe("guildforge-test");
  });
});
