/**
 * Whether a GET/HEAD may answer 304 Not Modified (RFC 9110 s13.1.2 and s13.1.3): If-None-Match
 * wins when present (weak comparison, `*` matches anything that exists); otherwise
 * If-Modified-Since against the object's last modification, to the second.
 */
export function isNotModified(
  headers: { "if-none-match"?: string | undefined; "if-modified-since"?: string | undefined },
  object: { etag: string | undefined; lastModified: Date | undefined },
): boolean {
  const noneMatch = headers["if-none-match"];
  if (noneMatch !== undefined) {
    if (noneMatch.trim() === "*") return true;
    if (!object.etag) return false;
    const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
    const mine = opaque(object.etag);
    return noneMatch.split(",").some((tag) => opaque(tag) === mine);
  }
  const since = headers["if-modified-since"];
  if (since === undefined || !object.lastModified) return false;
  const sinceMs = Date.parse(since);
  if (Number.isNaN(sinceMs)) return false;
  return Math.floor(object.lastModified.getTime() / 1000) * 1000 <= sinceMs;
}
