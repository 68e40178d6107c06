// The crash suite's HTTP side: each person's cookies (the session seeded in the database and the
// XSRF-TOKEN the app mints for it), and one write sent as the web client sends it.
import type { Person } from "./crash-seed.ts";

export interface Caller {
  person: Person;
  /** The XSRF-TOKEN cookie's value for this person's session. */
  xsrf: string;
}

export interface Answer {
  /** null when no answer came (the process died or the connection broke). */
  status: number | null;
  replayed: boolean;
  body: unknown;
  error?: string;
}

const cookieHeader = (c: Caller) => `guildforge_session=${c.person.secret}; XSRF-TOKEN=${encodeURIComponent(c.xsrf)}`;

/** GET /api/csrf-cookie with the person's session: the token bound to it. */
export async function callerFor(baseUrl: string, person: Person): Promise<Caller> {
  const res = await fetch(`${baseUrl}/api/csrf-cookie`, { headers: { cookie: `guildforge_session=${person.secret}` } });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("XSRF-TOKEN="));
  if (!res.ok || !cookie) throw new Error(`GET /api/csrf-cookie answered ${res.status} without an XSRF-TOKEN cookie`);
  const value = cookie.slice("XSRF-TOKEN=".length).split(";")[0] ?? "";
  return { person, xsrf: decodeURIComponent(value) };
}

export async function send(
  baseUrl: string,
  caller: Caller,
  method: string,
  path: string,
  body: unknown,
  key: string,
): Promise<Answer> {
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        accept: "application/json",
        "x-requested-with": "XMLHttpRequest",
        cookie: cookieHeader(caller),
        "x-xsrf-token": caller.xsrf,
        "idempotency-key": key,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as text for the report
    }
    return { status: res.status, replayed: res.headers.get("idempotent-replayed") === "true", body: parsed };
  } catch (e) {
    return { status: null, replayed: false, body: null, error: (e as Error).message };
  }
}
