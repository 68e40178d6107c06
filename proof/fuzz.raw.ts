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

const method = fc.constantFrom(
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
  "PROPFIND",
  "FOO",
  "G\u0000T",
  "",
);
const target = fc.constantFrom(
  "/api/health",
  "/api/user",
  "/api/login",
  "/api/no-such-thing",
  "/classes",
  "/",
  "/api/%zz",
  "/%zz",
  "/api/a%00b",
  "/api/users/%E0%A4%A",
  "*",
  "http://evil.example/api/health",
  "/api/he alth",
  `/api/${"a".repeat(20_000)}`,
  `/classes/${"a".repeat(300)}`,
);
const version = fc.constantFrom("HTTP/1.1", "HTTP/1.1", "HTTP/1.0", "HTTP/9.9", "HTTP/2.0", "HTTP/1.1 x", "");
const body = fc.constantFrom("", "{}", '{"email":"a@b.c","password":"x"}', smuggled, "x".repeat(3000));
/** A header line (or lines) from a valid one, a tricky one, or a broken one; `n` is the body length. */
const header = fc.constantFrom<(n: number) => string>(
  () => "Host: 127.0.0.1",
  () => "Content-Type: application/json",
  () => "Content-Type: multipart/form-data; boundary=x",
  (n) => `Content-Length: ${n}`,
  (n) => `Content-Length: ${Math.max(0, n - 3)}`,
  (n) => `Content-Length: ${n + 5}`,
  (n) => `Content-Length: ${n}\r\nContent-Length: ${n + 1}`,
  (n) => `Content-Length: +${n}`,
  () => "Transfer-Encoding: chunked",
  () => "Transfer-Encoding: chunked, identity",
  () => "Transfer-Encoding : chunked",
  () => " Transfer-Encoding: chunked",
  () => "Transfer-Encoding: xchunked",
  () => "X-Name: a\u0001b",
  () => "X-Name: a\rb",
  () => "Bad Name: x",
  () => `X-Padding: ${"a".repeat(20_000)}`,
  () => "Expect: 100-continue",
  () => "Connection: close",
  () => "Upgrade: h2c",
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
): Promise<{ sent: number; fivexx: number; failures: string[] }> {
  await fuzz.app.listen({ port: 0, host: "127.0.0.1" });
  const port = (fuzz.app.server.address() as AddressInfo).port;
  const user = await createUser(fuzz.app.deps.database.db, {});
  const client = sessionClient(fuzz.app);
  await client.login(user.email, user.password);
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");

  let sent = 0;
  let fivexx = 0;
  const failures: string[] = [];
  const request = fc.record({
    session: fc.boolean(),
    method,
    target,
    version,
    headers: fc.array(header, { maxLength: 4 }),
    body,
    chunking,
  });
  const result = await fc.check(
    fc.asyncProperty(request, async (r) => {
      const chunked = r.headers.some((h) => /chunked/.test(h(0)));
      const payload = chunked ? frame(r.body, r.chunking) : r.body;
      const lines = [
        `${r.method} ${r.target} ${r.version}`.trimEnd(),
        ...(r.session ? [`Cookie: ${cookie}`] : []),
        ...r.headers.map((h) => h(Buffer.byteLength(payload))),
      ];
      const bytes = `${lines.join("\r\n")}\r\n\r\n${payload}${last}`;
      const x = await rawExchange(port, bytes, { methods: [r.method, "GET", "GET"], timeoutMs: 2500 });
      sent++;
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
  return { sent, fivexx, failures };
}
