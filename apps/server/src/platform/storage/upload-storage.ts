import type { FastifyPluginAsync } from "fastify";
import type { ObjectReader } from "./stored-object.ts";

/**
 * The storage port for uploads: every write and delete of an uploaded (or seeded) file goes
 * through it, and each driver serves what it stores at `/uploads/{key}`, so the public URLs are
 * the same whichever driver a deployment uses, except the private folders (decision 380), which
 * only their features' authorised routes read (`head`/`get`). Keys follow upload-key.ts.
 */
export interface UploadStorage extends ObjectReader {
  readonly driver: "local" | "s3";
  /** Stores (or overwrites) the object at `key`. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Deletes the object; a key already gone, or not an upload key at all, is fine. */
  remove(key: string): Promise<void>;
  /** Readiness: can this instance write uploads right now? Cheap enough for /api/ready. */
  ping(): Promise<boolean>;
  /** Registers GET and HEAD /uploads/* on the root app (public keys only: a private key is a 404). */
  routes: FastifyPluginAsync;
  /** Releases sockets and timers. */
  close(): Promise<void>;
}
