/** The read forms' field naming the page to come back to without JavaScript. */
export const readBackField = "redirect_to";

const fallback = "/notifications";

/** A same-site path (`/x?y`), never another site (`//host`, `/\host`, `https:`), else null. */
function sameSitePath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  try {
    const base = "http://same.invalid";
    const url = new URL(value, base); // as a browser reads it (tabs and newlines dropped)
    return url.origin === base ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/**
 * Where a read form without JavaScript comes back to: its `redirect_to` when it is a same-site
 * path, else the Referer when it is this site's, else /notifications.
 */
export function safeReadBack(request: Request, field: string | null): string {
  const own = sameSitePath(field);
  if (own) return own;
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const here = new URL(request.url);
      const from = new URL(referer);
      if (from.origin === here.origin) return sameSitePath(`${from.pathname}${from.search}`) ?? fallback;
    } catch {
      // not a URL: the fallback
    }
  }
  return fallback;
}
