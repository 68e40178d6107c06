import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { drainLimitBytes } from "./oversize-body.ts";

// Decision 476: a body refused as too large by its declared length is read to its end and thrown
// away, so a sender that writes the whole body before reading (nginx) gets the 413, not a reset.
// Over a real socket: app.inject never writes a body in pieces.

let t: TestApp;
let port: number;
let csrfHeaders: string;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
  const res = await t.app.inject({ url: "/api/csrf-cookie" });
  const cookies = res.cookies as Array<{ name: string; value: string }>;
  const xsrf = cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  csrfHeaders = `Cookie: ${cookies.map((c) => `${c.name}=${c.value}`).join("; ")}\r\nX-XSRF-TOKEN: ${decodeURIComponent(xsrf)}\r\n`;
});
afterAll(() => t.close());

interface Exchange {
  /** Everything the server wrote, as text. */
  received: string;
  /** Bytes of the body written before the socket failed or closed. */
  bodyWritten: number;
  writeError?: string;
  closedByServer: boolean;
}

/**
 * Writes a JSON POST declaring `declared` bytes, then the body in 64 KB pieces as a proxy would
 * (whatever has come back meanwhile), then `then` on the same connection.
 */
function exchange(declared: number, bodyBytes: number, then = ""): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const result: Exchange = { received: "", bodyWritten: 0, closedByServer: false };
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      socket.destroy();
      resolve(result);
    };
    socket.on("data", (d) => {
      result.received += d.toString("latin1");
      if (then && (result.received.match(/HTTP\/1\.1 /g) ?? []).length >= 2) setTimeout(finish, 200);
    });
    socket.on("error", (e: NodeJS.ErrnoException) => {
      result.writeError = e.code ?? e.message;
      finish();
    });
    socket.on("end", () => {
      result.closedByServer = true;
      finish();
    });
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${csrfHeaders}Content-Length: ${declared}\r\n\r\n`,
    );
    const piece = Buffer.alloc(64 * 1024, "x");
    const writeMore = () => {
      if (finished) return;
      if (result.bodyWritten >= bodyBytes) {
        if (then) socket.write(then);
        setTimeout(finish, 3000);
        return;
      }
      const n = Math.min(piece.length, bodyBytes - result.bodyWritten);
      socket.write(piece.subarray(0, n), (err) => {
        if (err) return;
        result.bodyWritten += n;
        setImmediate(writeMore);
      });
    };
    // Like nginx: the body follows at once, before any answer has been read.
    setImmediate(writeMore);
  });
}

describe("a body over the limit (decision 476)", () => {
  it("with its length declared: 413 in the error body, the whole body taken, the connection still answers", async () => {
    const size = 2 * 1024 * 1024;
    const r = await exchange(size, size, "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    expect(r.writeError).toBeUndefined();
    expect(r.bodyWritten).toBe(size);
    const [first, second] = r.received.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 413 /);
    expect(first).not.toMatch(/\r\nconnection: close\r\n/i);
    expect(first).toContain(
      '{"error":{"message":"The request body is too large.","code":"PAYLOAD_TOO_LARGE","status":413}}',
    );
    expect(second).toMatch(/^HTTP\/1\.1 200 /);
  });

  it("declaring more than the drain limit: 413 in the error body, and the connection is to be closed", async () => {
    // (Through nginx this is nginx's own refusal, in the same body: deploy/nginx/guildforge.conf.)
    const r = await exchange(drainLimitBytes + 1, 0);
    expect(r.received).toMatch(/^HTTP\/1\.1 413 /);
    expect(r.received).toMatch(/\r\nconnection: close\r\n/i);
    expect(r.received).toContain(
      '{"error":{"message":"The request body is too large.","code":"PAYLOAD_TOO_LARGE","status":413}}',
    );
  });
});
