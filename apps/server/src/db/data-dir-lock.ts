import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite must be opened by one process per folder (two processes silently lose writes).
 * Takes DATA_DIR/pglite.lock holding our pid; refuses when a live process holds it.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, "pglite.lock");
  try {
    writeFileSync(file, String(process.pid), { flag: "wx" });
  } catch {
    const holder = Number(readFileSync(file, "utf8"));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${holder}. ` +
          "Stop that process, or point DATA_DIR at another folder, or set DATABASE_URL.",
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}
