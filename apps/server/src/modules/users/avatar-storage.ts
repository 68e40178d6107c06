import { randomBytes } from "node:crypto";
import type { UploadStorage } from "../../platform/storage/upload-storage.ts";

/** Avatars are stored at avatars/{userId}-{random}.webp and served at /uploads/avatars/... */
export function avatarStorage(storage: UploadStorage) {
  return {
    async save(userId: number, webp: Buffer): Promise<string> {
      const key = `avatars/${userId}-${randomBytes(8).toString("hex")}.webp`;
      await storage.put(key, webp, "image/webp");
      return key;
    },
    /** Deletes a stored avatar; null or anything that is not an avatar key is ignored. */
    async remove(key: string | null): Promise<void> {
      if (!key?.startsWith("avatars/")) return;
      await storage.remove(key);
    },
  };
}
