// `npm run docs:api`: builds the app (API only, in-memory database) and writes docs/api.md
// from its OpenAPI document. Re-run whenever routes change.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config/config.ts";
import { openDatabase } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import { type OpenApiDocument, openApiToMarkdown } from "./platform/openapi-markdown.ts";

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../docs/api.md");
const dataDir = path.join(process.env.TMPDIR ?? "/tmp", `guildforge-docs-${process.pid}`);
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", SEED: "none" });
const database = await openDatabase({ dataDir: "memory://" });
await migrate(database);
const app = await buildApp({ config, database });
await app.ready();
writeFileSync(out, openApiToMarkdown(app.swagger() as OpenApiDocument, app.declaredRoutes));
await app.close();
await database.close();
console.log(`Wrote ${path.relative(process.cwd(), out)}`);
