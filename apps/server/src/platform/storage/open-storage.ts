import type { StorageConfig } from "../../config/storage-config.ts";
import { localStorage } from "./local-storage.ts";
import type { UploadStorage } from "./upload-storage.ts";

/** The configured driver. The AWS SDK is loaded only when the s3 driver is chosen. */
export async function openStorage(config: StorageConfig): Promise<UploadStorage> {
  if (config.driver === "local") return localStorage(config.root);
  const { s3Storage } = await import("./s3-storage.ts");
  return s3Storage(config);
}
