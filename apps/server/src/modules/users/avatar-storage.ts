import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Avatars live under DATA_DIR/uploads/avatars and are served at /uploads/avatars/... */
export function avatarStorage(dataDir: string) {
  const root = path.join(dataDir, "uploads");
  return {
    root,
    async save(userId: number, webp: Buffer): Promise<string> {
      const rel = `avatars/${userId}-${randomBytes(8).toString("hex")}.webp`;
      await mkdir(path.join(root, "avatars"), { recursive: true });
      await writeFile(path.join(root, rel), webp);
      return rel;
    },
    async remove(rel: string | null): Promise<void> {
      if (!rel || !/^avatars\/[\w-]+\.webp$/.test(rel)) return;
      await rm(path.join(root, rel), { force: true });
    },
  };
}
