import type { FastifyInstance } from "fastify";
import type { StorageConfig } from "../../config/storage-config.ts";
import { openStorage } from "./open-storage.ts";
import type { UploadStorage } from "./upload-storage.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Upload storage (platform/storage): every write and delete of an uploaded file goes through it. */
    storage: UploadStorage;
  }
}

/**
 * Decorates `app.storage`: the storage given in the app's deps (its owner closes it, as main.ts
 * does after seeding with it), or else the configured driver, closed with the app.
 */
export async function registerStorage(
  app: FastifyInstance,
  given: UploadStorage | undefined,
  config: StorageConfig,
): Promise<void> {
  const storage = given ?? (await openStorage(config));
  app.decorate("storage", storage);
  if (!given) app.addHook("onClose", () => storage.close());
}
