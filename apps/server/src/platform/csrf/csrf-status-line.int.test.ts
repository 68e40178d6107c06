import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";

// Issue 36 point 10: Node has no reason phrase for 419, so the status line read "419 unknown".
// Over a listening server: app.inject does not show the status line.

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

function post(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; reason: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method: "POST", headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => {
        body += d;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, reason: res.statusMessage ?? "", body }));
    });
    req.on("error", reject);
    req.end(JSON.stringify({ email: "nobody@example.test", password: "whatever-pass-1" }));
  });
}

describe("419 status line", () => {
  it("a CSRF token mismatch answers 419 Page Expired with the error body", async () => {
    for (const xsrf of ["", "abc.def"]) {
      const res = await post("/api/login", { "content-type": "application/json", "x-xsrf-token": xsrf });
      expect(res.status).toBe(419);
      expect(res.reason).toBe("Page Expired");
      expect(JSON.parse(res.body)).toEqual({
        error: { message: expect.any(String), code: "CSRF_TOKEN_MISMATCH", status: 419 },
      });
    }
  });

  it("other errors keep Node's own reason phrases", async () => {
    const res = await post("/api/login", { "content-type": "text/plain" });
    expect(res.status).toBe(415);
    expect(res.reason).toBe("Unsupported Media Type");
  });
});
