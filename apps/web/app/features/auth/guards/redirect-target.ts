import { pageUrlOf } from "../../../lib/page-url";

export { pageUrlOf };

/** Where signed-in routes send signed-out visitors (docs/product.md#pages auth guard). */
export const loginPath = "/login";
export const verificationRequiredPath = "/email-verification-required";
export const defaultAfterLogin = "/dashboard";

/**
 * A same-site path to go to after signing in. Anything else (absolute URLs, protocol-relative
 * `//host`, backslash tricks, control characters) falls back to the dashboard: no open redirect.
 */
export function safeRedirect(target: string | null | undefined, fallback = defaultAfterLogin): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback;
  return target;
}

/**
 * Where a new account goes once registered and signed in (decision 500): the `redirect` it came
 * with (a page that needs a verified email sends it on to the verification gate itself), else the
 * gate, /email-verification-required, which says to open the mailed link.
 */
export function afterRegister(redirectTo: string | null): string {
  return safeRedirect(redirectTo, "") || verificationRequiredPath;
}

/** `/login?redirect=<path and query>` for the page the visitor wanted. */
export function loginRedirectPath(url: URL): string {
  return `${loginPath}?${new URLSearchParams({ redirect: pageUrlOf(url) })}`;
}
