// Part of the fuzz suite (proof/fuzz.ts): raw HTTP/1.1 bytes over a socket to the listening app
// (issue 36 point 9, decision 511), the layer app.inject skips: request lines, targets, versions,
// header spellings, body framings (lying, doubled or conflicting Content-Length and
// Transfer-Encoding, broken chunks) and oversized headers, drawn together, as an anonymous visitor
// and with a session cookie, each followed on the same connection by a pipelined request.
// Claims: no 5xx; every answer readable, each error in the SPEC's error body in words for people;
// no stray bytes after the answers; nothing after an answer saying `Connection: close` and that
// connection closed; a connection refused is never closed without an answer; the pipelined
// request is answered in its turn or not at all, and a smuggled one never.
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { sessionClient } from "../apps/server/src/platform/sessions/testing.ts";
import { createUser } from "../apps/server/test/factories.ts";
import { exchangeProblems, rawExchange } from "../apps/server/test/raw-socket.ts";
import type { FuzzApp } from "./lib/fuzz-app.ts";
import { failureOf } from "./lib/fuzz-verdict.ts";

const last = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
const smuggled = "GET /api/user?smuggled=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";

// Weighted so about half the requests are readable and reach the app (its early refusals, unread
// bodies, pipelining), the other half broken in one place or more.
const method = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND") },
  { weight: 1, arbitrary: fc.constantFrom("FOO", "G\u0000T", "") },
);
const target = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom("/api/health", "/api/user", "/api/login", "/api/no-such-thing", "/classes", "/"),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "/api/%zz",
      "/%zz",
      "/api/a%00b",
      "/api/users/%E0%A4%A",
      "*",
      "http://evil.example/api/health",
      "/api/he alth",
      `/api/${"a".repeat(20_000)}`,
      `/classes/${"a".repeat(300)}`,
    ),
  },
);
const version = fc.oneof(
  { weight: 8, arbitrary: fc.constant("HTTP/1.1") },
  { weight: 1, arbitrary: fc.constantFrom("HTTP/1.0", "HTTP/9.9", "HTTP/2.0", "HTTP/1.1 x", "") },
);
const body = fc.constantFrom("", "{}", '{"email":"a@b.c","password":"x"}', smuggled, "x".repeat(3000));
/** A header line (or lines), valid or tricky (`n` is the body's length), or broken. */
const header = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom<(n: number) => string>(
      () => "Content-Type: application/json",
      () => "Content-Type: multipart/form-data; boundary=x",
      (n) => `Content-Length: ${n}`,
      (n) => `Content-Length: ${Math.max(0, n - 3)}`,
      (n) => `Content-Length: ${n + 5}`,
      () => "Transfer-Encoding: chunked",
      () => "Expect: 100-continue",
      () => "Connection: close",
      () => "Upgrade: h2c",
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<(n: number) => string>(
      (n) => `Content-Length: ${n}\r\nContent-Length: ${n + 1}`,
      (n) => `Content-Length: +${n}`,
      () => "Transfer-Encoding: chunked, identity",
      () => "Transfer-Encoding : chunked",
      () => " Transfer-Encoding: chunked",
      () => "Transfer-Encoding: xchunked",
      () => "X-Name: a\u0001b",
      () => "X-Name: a\rb",
      () => "Bad Name: x",
      () => `X-Padding: ${"a".repeat(20_000)}`,
    ),
  },
);
/** How a declared chunked body is written: correctly, with a bad size, cut short, or not at all. */
const chunking = fc.constantFrom("valid", "bad-size", "cut", "plain");

function frame(b: string, how: string): string {
  if (how === "plain") return b;
  if (how === "bad-size") return `zz\r\n${b}\r\n0\r\n\r\n`;
  const chunk = b.length ? `${b.length.toString(16)}\r\n${b}\r\n` : "";
  return how === "cut" ? chunk : `${chunk}0\r\n\r\n`;
}

export async function fuzzRawRequests(
  fuzz: FuzzApp,
  options: { runs: number; seed: number },
): Promise<{ sent: number; fivexx: number; failures: string[]; firstAnswers: string }> {
  await fuzz.app.listen({ port: 0, host: "127.0.0.1" });
  const port = (fuzz.app.server.address() as AddressInfo).port;
  const user = await createUser(fuzz.app.deps.database.db, {});
  const client = sessionClient(fuzz.app);
  await client.login(user.email, user.password);
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");

  let sent = 0;
  let fivexx = 0;
  const failures: string[] = [];
  /** How the first request of each exchange was answered (a sanity check that both paths run). */
  const firsts = new Map<string, number>();
  const request = fc.record({
    session: fc.boolean(),
    withHost: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    method,
    target,
    version,
    headers: fc.array(header, { maxLength: 3 }),
    body,
    chunking,
  });
  const result = await fc.check(
    fc.asyncProperty(request, async (r) => {
      const chunked = r.headers.some((h) => /chunked/.test(h(0)));
      const payload = chunked ? frame(r.body, r.chunking) : r.body;
      const lines = [
        `${r.method} ${r.target} ${r.version}`.trimEnd(),
        ...(r.withHost ? ["Host: 127.0.0.1"] : []),
        ...(r.session ? [`Cookie: ${cookie}`] : []),
        ...r.headers.map((h) => h(Buffer.byteLength(payload))),
      ];
      const bytes = `${lines.join("\r\n")}\r\n\r\n${payload}${last}`;
      const x = await rawExchange(port, bytes, { methods: [r.method, "GET", "GET"], timeoutMs: 2500 });
      sent++;
      const first = String(x.responses[0]?.status ?? "none");
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
      const problems = exchangeProblems(x, [r.method, "GET", "GET"]);
      if (x.responses.some((res) => res.status >= 500)) {
        fivexx++;
        problems.push(`a ${x.responses.find((res) => res.status >= 500)?.status}`);
      }
      if (x.responses.length === 0 && x.closedByServer) problems.push("closed without an answer");
      if (x.bytes.includes("smuggled")) problems.push("a smuggled request was answered");
      if (problems.length) {
        const shown = JSON.stringify(bytes.length > 300 ? `${bytes.slice(0, 300)}...` : bytes);
        throw new Error(`${problems.join("; ")} [raw, ${r.session ? "session" : "anonymous"}] ${shown}`);
      }
    }),
    { numRuns: options.runs, seed: options.seed + 200_000, endOnFailure: true },
  );
  if (result.failed) failures.push(`raw requests: ${failureOf(result)}`);
  const firstAnswers = [...firsts]
    .sort((a, b) => b[1] - a[1])
    .map(([status, n]) => `${status} x ${n}`)
    .join(", ");
  return { sent, fivexx, failures, firstAnswers };
}
