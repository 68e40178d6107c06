import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildInfoSchema } from "@guildforge/contracts";
import type { FastifyInstance } from "fastify";

export const buildInfoFile = "build.json";

/**
 * The id of the web build being served. The web build writes build/client/build.json
 * (`{ build_id }`); without it, the hash of the server bundle identifies the build.
 */
export function readBuildId(clientDir: string, serverBuildFile: string): string {
  const file = path.join(clientDir, buildInfoFile);
  if (existsSync(file)) {
    const parsed = buildInfoSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (parsed.success && parsed.data.build_id) return parsed.data.build_id;
  }
  return createHash("sha256").update(readFileSync(serverBuildFile)).digest("hex").slice(0, 16);
}

/** `GET /build.json`, polled by the browser to notice a new deploy: never cached anywhere. */
export function buildInfoRoute(buildId: string) {
  return async (app: FastifyInstance) => {
    app.get("/build.json", { config: { access: "public" }, schema: { hide: true } }, async (_req, reply) => {
      reply.header("cache-control", "no-store");
      return { build_id: buildId };
    });
  };
}
