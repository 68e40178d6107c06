// The mixed workload of bench/capacity.ts and bench/soak.ts against one running instance with the
// demo catalogue: browse (GET /api/classes, three variants), class pages (SSR), instructor and
// location pages (SSR), apply (POST, signed in) and the notifications list (signed in), plus idle
// Pusher-protocol sockets subscribed to class seat channels.
import { Worker } from "node:worker_threads";
import WebSocket from "ws";
import { demoPassword } from "../apps/server/src/seed/demo-users.ts";
import type { LoadJob, LoadRequest, LoadResult } from "./capacity.load-worker.ts";

/** The realtime credentials every bench instance is started with (PUSHER_APP_*). */
export const benchPusher = {
  PUSHER_APP_ID: "bench",
  PUSHER_APP_KEY: "bench-key",
  PUSHER_APP_SECRET: "bench-secret-0123456789",
};

interface Card {
  id: number;
  url: string;
  safety_version: number;
  instructor: { slug: string } | null;
  venue: { location: { path: string } } | null;
}

/** Signs a demo account in over HTTP as the SPA does; returns the headers of its later calls. */
async function signIn(base: string, email: string): Promise<Record<string, string>> {
  const jar = new Map<string, string>();
  const absorb = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const eq = pair?.indexOf("=") ?? -1;
      if (pair && eq > 0) jar.set(pair.slice(0, eq), decodeURIComponent(pair.slice(eq + 1)));
    }
  };
  const headers = () => ({
    accept: "application/json",
    "content-type": "application/json",
    cookie: [...jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; "),
    "x-xsrf-token": jar.get("XSRF-TOKEN") ?? "",
  });
  absorb(await fetch(`${base}/api/csrf-cookie`));
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: headers(),
    body: JSON.stringify({ email, password: demoPassword }),
  });
  if (res.status !== 204) throw new Error(`login ${email}: HTTP ${res.status} ${await res.text()}`);
  absorb(res);
  absorb(await fetch(`${base}/api/user`, { headers: headers() }));
  return headers();
}

const page = (kind: string, url: string): LoadRequest => ({
  kind,
  method: "GET",
  url,
  headers: { accept: "text/html", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) bench" },
});

/** The weighted request mix (20 requests, cycled), after each student applied once (setup). */
export async function buildWorkload(base: string): Promise<{ requests: LoadRequest[]; classIds: number[] }> {
  const list = (await (await fetch(`${base}/api/classes?limit=12`)).json()) as { data: Card[] };
  const cards = list.data;
  if (cards.length < 4) throw new Error(`only ${cards.length} classes: the instance needs the demo seed (SEED=demo)`);
  const students = await Promise.all(
    ["student@guildforge.test", "host@guildforge.test", "admin@guildforge.test"].map((e) => signIn(base, e)),
  );
  // Each student applies once to each class it may (setup); the load then repeats those applies,
  // which the apply transaction answers with the active application (the class row lock included).
  const applies: LoadRequest[] = [];
  for (const [k, headers] of students.entries()) {
    for (const card of cards.slice(0, 6)) {
      const detail = (await (await fetch(`${base}/api/classes/${card.id}`)).json()) as {
        data: { safety_requirements: string[]; safety_version: number };
      };
      const body = JSON.stringify({
        experience_level: "some",
        safety_version: detail.data.safety_version,
        safety_acknowledgements: detail.data.safety_requirements,
        age_confirmed: true,
        message: `Bench student ${k}.`,
      });
      const url = `${base}/api/classes/${card.id}/applications`;
      const res = await fetch(url, { method: "POST", headers, body });
      if (res.status === 200 || res.status === 201)
        applies.push({ kind: "apply", method: "POST", url, headers, body, ok: [200, 201] });
    }
  }
  if (applies.length === 0) throw new Error("no demo student could apply to any of the first classes");
  const at = <T>(xs: T[], i: number) => xs[i % xs.length] as T;
  const instructors = [...new Set(cards.map((c) => c.instructor?.slug).filter(Boolean))] as string[];
  const locations = [...new Set(cards.map((c) => c.venue?.location.path).filter(Boolean))] as string[];
  const browse = ["/api/classes", "/api/classes?theme=knife-making", "/api/classes?sort=newest"];
  const requests: LoadRequest[] = [];
  for (let i = 0; i < 20; i++) {
    const slot = i % 10;
    if (slot < 3)
      requests.push({
        kind: "browse",
        method: "GET",
        url: base + at(browse, i),
        headers: { accept: "application/json" },
      });
    else if (slot < 5) requests.push(page("class page", base + at(cards, i).url));
    else if (slot === 5) requests.push(page("instructor page", `${base}/users/${at(instructors, i)}`));
    else if (slot === 6) requests.push(page("location page", `${base}/classes/${at(locations, i)}`));
    else if (slot === 7) requests.push(at(applies, i));
    else
      requests.push({
        kind: "notifications",
        method: "GET",
        url: `${base}/api/notifications`,
        headers: at(students, i),
      });
  }
  return { requests, classIds: cards.map((c) => c.id) };
}

export function runLoad(job: LoadJob): Promise<LoadResult> {
  const worker = new Worker(new URL("./capacity.load-worker.ts", import.meta.url), { workerData: job });
  return new Promise((resolve, reject) => {
    worker.once("message", (m: LoadResult) => resolve(m));
    worker.once("error", reject);
  });
}

/** Opens n Pusher-protocol sockets, each subscribed to one of the channels; resolves when all are subscribed. */
export async function openSockets(
  port: number,
  n: number,
  channels: string[],
): Promise<{ close(): void; open(): number }> {
  const url = `ws://127.0.0.1:${port}/app/${benchPusher.PUSHER_APP_KEY}?protocol=7&client=bench&version=1`;
  const sockets: WebSocket[] = [];
  const one = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      sockets.push(ws);
      const timer = setTimeout(() => reject(new Error(`socket ${i} not subscribed in 30 s`)), 30_000);
      ws.on("message", (raw) => {
        const frame = JSON.parse(String(raw)) as { event: string };
        if (frame.event === "pusher:connection_established")
          ws.send(JSON.stringify({ event: "pusher:subscribe", data: { channel: channels[i % channels.length] } }));
        else if (frame.event === "pusher_internal:subscription_succeeded") {
          clearTimeout(timer);
          resolve();
        } else if (frame.event === "pusher:ping") ws.send(JSON.stringify({ event: "pusher:pong", data: {} }));
      });
      ws.on("error", reject);
    });
  // In batches, so a busy machine does not time the handshakes out.
  for (let i = 0; i < n; i += 100)
    await Promise.all(Array.from({ length: Math.min(100, n - i) }, (_, k) => one(i + k)));
  return {
    close: () => {
      for (const ws of sockets) ws.terminate();
    },
    open: () => sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length,
  };
}

export const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? Number.NaN;
};

/** Resident set size of a process in bytes (Linux /proc). */
export async function rssOf(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb * 1024;
}

/** CPU time (user + system) a process has used, in ms (Linux /proc, clock ticks of 10 ms). */
export async function cpuMsOf(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
