/**
 * The request-path rule of the kernel (decision 201): a path reaches the router only in its one
 * canonical spelling. The router decodes percent-escapes, so `/%61pi` would otherwise match `/api`
 * while URL-text checks see something else. Only the path is looked at, never the query.
 */
export type PathVerdict =
  /** Canonical: route it. */
  | { kind: "ok" }
  /** Another spelling of `canonical` (decoded unreserved characters, `//`, dot segments). */
  | { kind: "alias"; canonical: string }
  /** Never a path of this site: encoded slash or backslash, raw backslash, malformed escape. */
  | { kind: "refuse" };

const ok: PathVerdict = { kind: "ok" };
const refuse: PathVerdict = { kind: "refuse" };
/** Anything that could make a non-canonical path: an escape, `//`, `/.`, a backslash. */
const suspicious = /%|\/\/|\/\.|\\/;
const unreserved = /[A-Za-z0-9\-._~]/;

/** The path part of a request target (before `?`). */
export function pathOf(url: string): string {
  const q = url.indexOf("?");
  return q === -1 ? url : url.slice(0, q);
}

/** Judges a request target; the common case is one regular-expression test. */
export function judgePath(url: string): PathVerdict {
  const path = pathOf(url);
  if (path.charCodeAt(0) !== 47 /* "/" */) return refuse;
  if (!suspicious.test(path)) return ok;
  if (path.includes("\\")) return refuse;
  let decoded = "";
  let changed = false;
  for (let i = 0; i < path.length; i++) {
    const c = path[i] as string;
    if (c !== "%") {
      decoded += c;
      continue;
    }
    const hex = path.slice(i + 1, i + 3);
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return refuse;
    const ch = String.fromCharCode(Number.parseInt(hex, 16));
    if (ch === "/" || ch === "\\") return refuse;
    if (unreserved.test(ch)) {
      decoded += ch;
      changed = true;
    } else {
      decoded += `%${hex}`;
    }
    i += 2;
  }
  const segments = decoded.split("/").slice(1);
  const out: string[] = [];
  for (const [i, segment] of segments.entries()) {
    const last = i === segments.length - 1;
    if (segment === "." || segment === "..") {
      changed = true;
      if (segment === "..") out.pop();
      if (last) out.push("");
    } else if (segment === "" && !last) {
      changed = true;
    } else {
      out.push(segment);
    }
  }
  if (!changed) return ok;
  return { kind: "alias", canonical: `/${out.join("/")}` };
}

/** Whether a canonical path is the API's (then an alias is refused, never redirected). */
export function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}
