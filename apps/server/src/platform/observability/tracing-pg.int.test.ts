import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type HttpReceiver, startHttpReceiver } from "../../../test/http-receiver.ts";
import { dropDatabase } from "../../../test/pg-teardown.ts";
import { type RunningServer, spawnServer } from "../../../test/spawn-server.ts";
import { withDatabase } from "../../../test/test-db.ts";

/**
 * Issue 19 point 4, decision 325: on PostgreSQL the real server process also exports a span per
 * pg query (instrumentation-pg) inside the request's trace. Runs in the PostgreSQL stage only
 * (vitest.config.ts `postgresOnly`): the embedded PGlite database has no pg driver to patch.
 */
interface OtlpSpan {
  name: string;
  traceId: string;
  attributes: Array<{ key: string; value: { stringValue?: string } }>;
}
interface OtlpBody {
  resourceSpans: Array<{ scopeSpans: Array<{ scope: { name: string }; spans: OtlpSpan[] }> }>;
}

const info = inject("testDb");
const database = `gf_tracing_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
let receiver: HttpReceiver;
let server: RunningServer | undefined;

async function admin(fn: (c: pg.Client) => Promise<unknown>) {
  if (info.kind !== "postgres") throw new Error("tracing-pg runs in the PostgreSQL stage only (vitest.config.ts)");
  const c = new pg.Client({ connectionString: info.url });
  await c.connect();
  try {
    await fn(c);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  if (info.kind !== "postgres") throw new Error("tracing-pg runs in the PostgreSQL stage only (vitest.config.ts)");
  await admin((c) => c.query(`CREATE DATABASE "${database}" TEMPLATE "${info.template}"`));
  receiver = await startHttpReceiver();
  server = await spawnServer({
    DATABASE_URL: withDatabase(info.url, database),
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.origin,
    OTEL_SERVICE_NAME: "guildforge-test",
    OTEL_BSP_SCHEDULE_DELAY: "200",
    LOG_LEVEL: "warn",
  });
}, 120_000);

afterAll(async () => {
  await server?.dispose();
  await receiver?.close();
  await admin((c) => dropDatabase(c, database));
});

const spans = () =>
  receiver.received
    .map((r) => JSON.parse(r.body) as OtlpBody)
    .flatMap((b) =>
      b.resourceSpans.flatMap((r) =>
        r.scopeSpans.flatMap((s) => s.spans.map((span) => ({ ...span, scope: s.scope.name }))),
      ),
    );
const attr = (span: OtlpSpan, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;

describe("OpenTelemetry pg spans", () => {
  it("exports the statements a request runs as pg spans in the request's trace", async () => {
    const res = await fetch(`${server?.url}/api/classes`);
    expect(res.status).toBe(200);
    const request = () => spans().find((s) => attr(s, "http.route") === "/api/classes");
    await expect.poll(() => request(), { timeout: 15_000 }).toBeDefined();
    const pgSpans = () =>
      spans().filter((s) => s.scope === "@opentelemetry/instrumentation-pg" && s.traceId === request()?.traceId);
    await expect.poll(() => pgSpans().length, { timeout: 15_000 }).toBeGreaterThan(0);
    // Current semantic conventions: db.query.text (SQL with placeholders, never the bound values).
    const query = pgSpans().find((s) => s.name.startsWith("pg.query") && attr(s, "db.query.text"));
    expect(query, "a pg.query span with its SQL text").toBeDefined();
    expect(attr(query as OtlpSpan, "db.system.name")).toBe("postgresql");
    expect(attr(query as OtlpSpan, "db.query.text")).toMatch(/\bselect\b/i);
  });
});
