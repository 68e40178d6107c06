/** The frame of a stack that is our code: under apps/ or packages/, outside node_modules. */
const ours = /\/((?:apps|packages)\/[^\s():]+):(\d+)/;

/**
 * How an exception is grouped on /admin/performance: its type and the first frame in our code
 * ("TypeError at apps/server/src/modules/x.ts:12"), so one bug is one line however often it happens.
 */
export function exceptionGroup(error: unknown): { group: string; message: string } {
  const e = error instanceof Error ? error : new Error(String(error));
  let where = "unknown location";
  for (const line of (e.stack ?? "").split("\n").slice(1)) {
    if (line.includes("node_modules")) continue;
    const m = ours.exec(line);
    if (m) {
      where = `${m[1]}:${m[2]}`;
      break;
    }
  }
  const type = e.constructor?.name && e.constructor.name !== "Object" ? e.constructor.name : e.name;
  return { group: `${type} at ${where}`, message: exceptionText(e.message, 300) };
}

/**
 * Text stored beside an exception (its message, the request it answered): control characters
 * and line breaks become spaces, runs of spaces one, and at most `max` characters are kept, the
 * cut marked with an ellipsis. It is shown as text, never as markup (decision 509).
 */
export function exceptionText(text: string, max = 200): string {
  const flat = text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/ {2,}/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
