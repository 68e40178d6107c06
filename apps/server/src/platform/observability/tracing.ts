import { register } from "node:module";
import { setTracingFlush } from "./tracing-flush.ts";

/**
 * OpenTelemetry traces (issue 19 point 4, decision 325), loaded by main.ts only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set, before the server's modules: the ESM loader hook goes in
 * first so that `fastify`, `pg` and `node:http` imported afterwards are patched. Spans: HTTP server
 * and client (instrumentation-http), Fastify's request, hooks and handler with the route pattern
 * (@fastify/otel, through Fastify's initialization channel), and pg queries (PostgreSQL only: the
 * embedded PGlite database has no driver to patch). Exported over OTLP/HTTP (JSON) to
 * `$OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces`; the exporter reads the standard OTEL_* variables
 * (headers, timeout, batch delay) itself.
 */
register("@opentelemetry/instrumentation/hook.mjs", import.meta.url);

const [{ NodeTracerProvider }, { BatchSpanProcessor }, { OTLPTraceExporter }, { registerInstrumentations }] =
  await Promise.all([
    import("@opentelemetry/sdk-trace-node"),
    import("@opentelemetry/sdk-trace-base"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/instrumentation"),
  ]);
const [{ HttpInstrumentation }, { PgInstrumentation }, { FastifyOtelInstrumentation }, { resourceFromAttributes }] =
  await Promise.all([
    import("@opentelemetry/instrumentation-http"),
    import("@opentelemetry/instrumentation-pg"),
    import("@fastify/otel"),
    import("@opentelemetry/resources"),
  ]);

const provider = new NodeTracerProvider({
  resource: resourceFromAttributes({ "service.name": process.env.OTEL_SERVICE_NAME ?? "guildforge" }),
  spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
});
provider.register();
registerInstrumentations({
  tracerProvider: provider,
  instrumentations: [
    new HttpInstrumentation(),
    new PgInstrumentation(),
    new FastifyOtelInstrumentation({ registerOnInitialization: true }),
  ],
});
setTracingFlush(() => provider.shutdown());
