/**
 * Browsers send Origin on WebSocket upgrades and nothing else stops a foreign page from opening
 * one. Allowed: no Origin (server-side clients), the app's own origin (APP_URL), the origin whose
 * host is the request's Host (same host), and in development any loopback origin.
 */
export function isOriginAllowed(
  origin: string | undefined,
  host: string | undefined,
  options: { appOrigin: string; allowLoopback: boolean },
): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === options.appOrigin) return true;
  if (host !== undefined && url.host === host.toLowerCase()) return true;
  return options.allowLoopback && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}
