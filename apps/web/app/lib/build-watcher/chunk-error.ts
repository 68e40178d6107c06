/** Browser messages for a lazily imported module that no longer exists (usually: a new deployment). */
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason !== "object" || reason === null) return typeof reason === "string" && matches(reason);
  const { name, message } = reason as { name?: unknown; message?: unknown };
  if (name === "ChunkLoadError") return true;
  return typeof message === "string" && matches(message);
}

function matches(text: string): boolean {
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(text));
}
