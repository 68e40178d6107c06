// Process entry. With OTEL_EXPORTER_OTLP_ENDPOINT set, the OpenTelemetry SDK and its hooks are
// loaded first, so that Fastify, http and pg are instrumented when the server imports them
// (decision 325); unset, no SDK module is loaded at all. Then React's production build for server
// rendering (decision 442), then the server process itself.
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) await import("./platform/observability/tracing.ts");
if (process.env.GUILDFORGE_WEB !== "development") (await import("./web/production-react.ts")).loadProductionReact();
await import("./server-process.ts");
