import type { FastifyInstance } from "fastify";
import type { Config } from "./config/config.ts";
import type { Database } from "./db/client.ts";
import type { IdempotencyOptions } from "./platform/idempotency/idempotency-plugin.ts";
import type { ObservabilityOptions } from "./platform/observability/register-observability.ts";
import type { UploadStorage } from "./platform/storage/upload-storage.ts";

/**
 * What buildApp (app.ts) is given. Its own file so that plugins and modules can name it without
 * importing the composition root (which imports them: a cycle).
 */
export interface AppDeps {
  config: Config;
  database: Database;
  /** Upload storage; default: the driver `config.storage` names, opened here and closed with the app. */
  storage?: UploadStorage;
  /** Serves the React site; omitted in API-only tests. */
  web?: (app: FastifyInstance) => Promise<void>;
  /** Fastify logger options (e.g. `{ level, stream }` in tests); default from platform/logging.ts. */
  logger?: boolean | object;
  /** The app's clock (sessions, rate limits, links); tests pass a fake one. */
  clock?: () => Date;
  /** Idempotency-Key waiting times; tests shorten them. */
  idempotency?: IdempotencyOptions;
  /** Performance recording: flush interval and instance name (tests set both). */
  observability?: ObservabilityOptions;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
