import { type HostileClient, ok } from "./hostile-client.ts";

/** The feedback forms' minimum fill time (decision 312), with a margin. */
const minimumFillMs = 3100;

/**
 * Feedback form tokens for many sends: a token sends one item (decision 510), so each send takes
 * its own. They are fetched `batch` at a time and used once the minimum fill time has passed, so
 * hundreds of sends wait a few seconds in all, not three seconds each.
 */
export function formTokens(client: HostileClient, batch = 100): () => Promise<string> {
  let pool: string[] = [];
  let refilling: Promise<void> | null = null;
  const refill = async () => {
    const fetched: string[] = [];
    for (let i = 0; i < batch; i += 10) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(10, batch - i) }, async () => {
          const res = await client.json("GET", "/api/feedback/form-token");
          return (await ok<{ data: { token: string } }>(res, "form token")).data.token;
        }),
      );
      fetched.push(...answers);
    }
    await new Promise((r) => setTimeout(r, minimumFillMs));
    pool = pool.concat(fetched);
  };
  return async () => {
    while (pool.length === 0) {
      refilling ??= refill().finally(() => {
        refilling = null;
      });
      await refilling;
    }
    return pool.shift() as string;
  };
}
