import { mkdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Serves user uploads (re-encoded avatars) from DATA_DIR/uploads at /uploads/. */
export async function uploadsStatic(app: FastifyInstance) {
  const root = path.join(app.deps.config.dataDir, "uploads");
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: "deny",
    maxAge: "7d",
    // File names are random per upload, so a cached copy never goes stale.
    immutable: true,
    setHeaders: (res) => {
      res.header("x-content-type-options", "nosniff");
      res.header("content-security-policy", "default-src 'none'; sandbox");
    },
  });
}
