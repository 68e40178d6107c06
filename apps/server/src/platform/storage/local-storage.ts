import { constants, mkdirSync } from "node:fs";
import { access, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { declareScopeAccess } from "../kernel/route-access.ts";
import { uploadMaxAgeSeconds, uploadSecurityHeaders } from "./upload-headers.ts";
import { assertUploadKey, isUploadKey } from "./upload-key.ts";
import type { UploadStorage } from "./upload-storage.ts";

/**
 * The default driver: files under DATA_DIR/uploads/{key}, served by @fastify/static at /uploads/
 * (weak ETag, Last-Modified, ranges, 304s). One instance, or N sharing one DATA_DIR volume.
 */
export function localStorage(root: string): UploadStorage {
  mkdirSync(root, { recursive: true });
  return {
    driver: "local",
    async put(key, body) {
      assertUploadKey(key);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async remove(key) {
      if (!isUploadKey(key)) return;
      await rm(path.join(root, key), { force: true });
    },
    async ping() {
      return access(root, constants.W_OK).then(
        () => true,
        () => false,
      );
    },
    routes: async (app) => {
      declareScopeAccess(app, "public");
      await app.register(fastifyStatic, {
        root,
        prefix: "/uploads/",
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: "deny",
        maxAge: uploadMaxAgeSeconds * 1000,
        immutable: true,
        setHeaders: (reply) => {
          reply.headers(uploadSecurityHeaders);
        },
      });
    },
    async close() {},
  };
}
