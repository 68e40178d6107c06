import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, spawnServer } from "../test/spawn-server.ts";

/** Tries a new TCP connection: "refused" once the server stopped accepting. */
function tryConnect(port: number): Promise<"connected" | "refused"> {
  return new Promise((resolve) => {
    const s = net.connect(port, "127.0.0.1");
    s.once("connect", () => {
      s.destroy();
      resolve("connected");
    });
    s.once("error", () => resolve("refused"));
  });
}

async function waitUntilRefused(port: number): Promise<void> {
  for (;;) {
    if ((await tryConnect(port)) === "refused") return;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe("main.ts graceful shutdown", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await spawnServer();
  }, 180_000);
  afterAll(() => server?.dispose());

  it("on SIGTERM refuses new connections, finishes the in-flight request and exits 0", {
    timeout: 120_000,
  }, async () => {
    // Unsafe API requests need the CSRF pair, as in the browser (otherwise they are refused at once).
    const csrf = await fetch(`${server.url}/api/csrf-cookie`);
    const cookies = csrf.headers.getSetCookie().map((c) => c.split(";")[0]);
    const xsrf = decodeURIComponent(cookies.find((c) => c?.startsWith("XSRF-TOKEN="))?.slice(11) ?? "");
    expect(xsrf).not.toBe("");

    // An in-flight request: headers sent, body only half sent, so it cannot finish yet.
    const socket = net.connect(server.port, "127.0.0.1");
    await new Promise((r) => socket.once("connect", r));
    let response = "";
    socket.on("data", (d) => {
      response += d;
    });
    const ended = new Promise((r) => socket.once("end", r));
    const body = JSON.stringify({ probe: "in-flight" });
    socket.write(
      "POST /api/shutdown-probe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
        `Cookie: ${cookies.join("; ")}\r\nX-XSRF-TOKEN: ${xsrf}\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await server.waitForLog(
      (l) => l.msg === "incoming request" && (l.req as { url?: string })?.url === "/api/shutdown-probe",
    );

    server.child.kill("SIGTERM");
    await server.waitForLog((l) => l.msg === "shutting down");
    await waitUntilRefused(server.port);
    expect(server.child.exitCode).toBeNull(); // still waiting for our request

    socket.write(body.slice(5));
    await ended;
    // The request went all the way through (body parsed, routed to the API's JSON 404).
    expect(response).toMatch(/^HTTP\/1\.1 404 /);
    expect(response.toLowerCase()).toContain("connection: close");
    expect(JSON.parse(response.split("\r\n\r\n")[1] ?? "").error.code).toBe("NOT_FOUND");
    expect(await server.exited, `${server.stdout()}\n${server.stderr()}`).toBe(0);
    expect(server.logs().map((l) => l.msg)).toContain("stopped");
  });
});
