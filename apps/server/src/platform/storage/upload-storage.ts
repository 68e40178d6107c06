import type { FastifyPluginAsync } from "fastify";

/**
 * The storage port for uploads: every write and delete of an uploaded (or seeded) file goes
 * through it, and each driver serves what it stores at `/uploads/{key}`, so the public URLs are
 * the same whichever driver a deployment uses. Keys follow upload-key.ts.
 */
export interface UploadStorage {
  readonly driver: "local" | "s3";
  /** Stores (or overwrites) the object at `key`. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Deletes the object; a key already gone, or not an upload key at all, is fine. */
  remove(key: string): Promise<void>;
  /** Readiness: can this instance write uploads right now? Cheap enough for /api/ready. */
  ping(): Promise<boolean>;
  /** Registers GET and HEAD /uploads/* on the root app. */
  routes: FastifyPluginAsync;
  /** Releases sockets and timers. */
  close(): Promise<void>;
}
