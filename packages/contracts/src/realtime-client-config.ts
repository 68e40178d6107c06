// No zod (decision 460): a visitor's class page opens its live connection (the seats channel) when
// the browser is idle right after load; reading this answer must not evaluate every schema then.
// realtime.ts's realtimeClientConfigSchema (the server's response schema) has the same shape;
// realtime-client-config.test.ts holds the two to the same answers.

/** GET /api/realtime/config: what the browser needs to open the connection. */
export interface RealtimeClientConfig {
  /** false: no public key or host configured; the client skips connecting silently (docs/product.md#states). */
  enabled: boolean;
  key: string;
  host: string;
  port: number;
  scheme: "http" | "https";
}

/** The answer as a RealtimeClientConfig, or null when it is not one (the client then skips connecting). */
export function readRealtimeClientConfig(body: unknown): RealtimeClientConfig | null {
  if (typeof body !== "object" || body === null) return null;
  const b = body as Record<string, unknown>;
  if (typeof b.enabled !== "boolean" || typeof b.key !== "string" || typeof b.host !== "string") return null;
  if (typeof b.port !== "number" || !Number.isSafeInteger(b.port)) return null;
  if (b.scheme !== "http" && b.scheme !== "https") return null;
  return { enabled: b.enabled, key: b.key, host: b.host, port: b.port, scheme: b.scheme };
}
