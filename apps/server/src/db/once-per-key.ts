import { isUniqueViolation } from "./unique-violation.ts";

/**
 * Creates something at most once per Idempotency-Key: what `find` holds for the key already is
 * returned; otherwise `create` runs, and when an attempt with the same key raced it and won (the
 * key's unique index refused the second insert), the winner's result is returned instead. Without
 * a key, `create` just runs.
 */
export async function oncePerKey<T>(
  key: string | null,
  find: (key: string) => Promise<T | null | undefined>,
  create: () => Promise<T>,
): Promise<T> {
  if (!key) return create();
  const prior = await find(key);
  if (prior) return prior;
  try {
    return await create();
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    const raced = await find(key);
    if (raced) return raced;
    throw e;
  }
}

/**
 * Like `oncePerKey`, but tries `create` first and looks the key up only when its unique index
 * refused the insert: for writes whose retries are mostly answered before (the platform's
 * Idempotency-Key claim), so the common first attempt costs no lookup (decision 268).
 */
export async function insertOncePerKey<T>(
  key: string | null,
  find: (key: string) => Promise<T | null | undefined>,
  create: () => Promise<T>,
): Promise<T> {
  try {
    return await create();
  } catch (e) {
    if (!key || !isUniqueViolation(e)) throw e;
    const prior = await find(key);
    if (prior) return prior;
    throw e;
  }
}
