import { constants, createReadStream, mkdirSync, type Stats } from "node:fs";
import { access, mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { declarePublicCaching } from "../kernel/private-answers.ts";
import { declareScopeAccess } from "../kernel/route-access.ts";
import type { StoredObjectInfo } from "./stored-object.ts";
import { uploadMaxAgeSeconds, uploadSecurityHeaders } from "./upload-headers.ts";
import { assertUploadKey, isPublicUploadKey, isUploadKey } from "./upload-key.ts";
import type { UploadStorage } from "./upload-storage.ts";

const contentTypes: Record<string, string> = { webp: "image/webp", png: "image/png" };

/** The head of a stored file; the ETag is @fastify/send's (weak, size and mtime), as /uploads/ sends it. */
const infoOf = (key: string, s: Stats): StoredObjectInfo => ({
  contentType: contentTypes[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream",
  contentLength: s.size,
  etag: `W/"${s.size.toString(16)}-${s.mtime.getTime().toString(16)}"`,
  lastModified: s.mtime,
});

/**
 * The default driver: files under DATA_DIR/uploads/{key}, served by @fastify/static at /uploads/
 * (weak ETag, Last-Modified, ranges, 304s) for public keys only: `allowedPath` lets through the
 * one strict spelling of a key outside the private folders, so every other spelling of a private
 * file (case, escapes, dot segments) is a 404 too (decision 380). One instance, or N sharing one
 * DATA_DIR volume.
 */
export function localStorage(root: string): UploadStorage {
  mkdirSync(root, { recursive: true });
  /** The file's stats, or null when it is missing, not a file, or the key is not an upload key. */
  const statOf = async (key: string): Promise<Stats | null> => {
    if (!isUploadKey(key)) return null;
    const s = await stat(path.join(root, key)).catch(() => null);
    return s?.isFile() ? s : null;
  };
  return {
    driver: "local",
    async head(key) {
      const s = await statOf(key);
      return s ? infoOf(key, s) : null;
    },
    async get(key) {
      const s = await statOf(key);
      return s ? { info: infoOf(key, s), body: createReadStream(path.join(root, key)) } : null;
    },
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
      // Public keys only, the same for everyone (decision 508).
      declarePublicCaching(app);
      await app.register(fastifyStatic, {
        root,
        prefix: "/uploads/",
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: "deny",
        allowedPath: (pathName) => isPublicUploadKey(pathName.replace(/^\//, "")),
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
