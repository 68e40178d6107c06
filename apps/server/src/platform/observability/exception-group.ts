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
  return { group: `${type} at ${where}`, message: e.message.slice(0, 300) };
}
