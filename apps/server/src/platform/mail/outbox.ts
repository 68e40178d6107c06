import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MailMessage, OutboxEntry } from "./mail-message.ts";

/** The development outbox: one JSON file per message under DATA_DIR/mail-outbox. */
export function outboxDir(dataDir: string): string {
  return path.join(dataDir, "mail-outbox");
}

export async function writeToOutbox(dataDir: string, from: string, message: MailMessage, at: Date): Promise<string> {
  const dir = outboxDir(dataDir);
  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const entry: OutboxEntry = { id, from, sent_at: at.toISOString(), ...message };
  // Timestamp first so a directory listing sorts oldest to newest.
  await writeFile(
    path.join(dir, `${at.toISOString().replaceAll(":", "-")}-${id}.json`),
    JSON.stringify(entry, null, 2),
  );
  return id;
}

/** Newest first, at most `limit` messages. */
export async function readOutbox(dataDir: string, limit = 100): Promise<OutboxEntry[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir(dataDir))).filter((f) => f.endsWith(".json"));
  } catch {
    return [];
  }
  files.sort().reverse();
  const entries: OutboxEntry[] = [];
  for (const f of files.slice(0, limit)) {
    try {
      entries.push(JSON.parse(await readFile(path.join(outboxDir(dataDir), f), "utf8")) as OutboxEntry);
    } catch {
      // A half-written file: skip it.
    }
  }
  return entries;
}
