import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { type AddressInfo, createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { browserUA } from "./fixtures/user-agent.ts";

/**
 * Issue 19 point 5, docs/product.md#errors: the browser Sentry SDK, pointed at a DSN on a local HTTP
 * receiver started here, gets a page's uncaught error with the trace sample rate of
 * docs/product.md#constants (0.2 outside production), and never a 401 or 422 (decision 324).
 *
 * The DSN is a runtime value (SENTRY_DSN_BROWSER): this spec starts its own server from the same
 * build with that variable set, on a free port of its own (E2E_PORT + 1 once met another server
 * there, which then answered for it), so the shared e2e server keeps reporting off. It
 * checks the SDK, not the layout: it runs once (serial describe, desktop project only; the mobile
 * project would start a second server to prove the same thing).
 */
let port: number;
let baseURL: string;

/** A port nothing listens on now: the kernel's pick for port 0. */
async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port: free } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

interface Envelope {
  header: Record<string, unknown>;
  items: Array<{ type: string; payload: Record<string, unknown> }>;
}

function parseEnvelope(text: string): Envelope {
  const lines = text.split("\n").filter((l) => l.trim() !== "");
  const items: Envelope["items"] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    items.push({ type: JSON.parse(lines[i] as string).type, payload: JSON.parse(lines[i + 1] as string) });
  }
  return { header: JSON.parse(lines[0] as string), items };
}

test.describe("browser error reporting", () => {
  test.describe.configure({ mode: "serial" });

  let receiver: Server;
  let server: ChildProcess;
  let dataDir: string;
  const envelopes: Envelope[] = [];

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    receiver = createServer((req, res) => {
      res.setHeader("access-control-allow-origin", "*");
      res.setHeader("access-control-allow-headers", "*");
      if (req.method !== "POST") return void res.writeHead(204).end();
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        envelopes.push(parseEnvelope(Buffer.concat(chunks).toString("utf8")));
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const { port: receiverPort } = receiver.address() as AddressInfo;
    dataDir = mkdtempSync(path.join(tmpdir(), "guildforge-e2e-sentry-"));
    port = await freePort();
    baseURL = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [path.resolve(import.meta.dirname, "../apps/server/src/main.ts")], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        APP_URL: baseURL,
        DATA_DIR: dataDir,
        SEED: "none",
        RATE_LIMITS: "off",
        LOG_LEVEL: "warn",
        DATABASE_URL: "",
        REDIS_URL: "",
        NODE_ENV: "development",
        SENTRY_DSN_BROWSER: `http://publickey@127.0.0.1:${receiverPort}/42`,
      },
      stdio: "inherit",
    });
    for (let i = 0; i < 240; i++) {
      if (server.exitCode !== null) throw new Error(`the server with SENTRY_DSN_BROWSER exited (${server.exitCode})`);
      const ready = await fetch(`${baseURL}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`the server with SENTRY_DSN_BROWSER did not become ready on ${baseURL}`);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    }
    await new Promise((r) => receiver?.close(r));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("receives the page's uncaught error with the 0.2 sample rate, and not the 401 or 422 it also provoked", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL, userAgent: browserUA });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("pageerror", (e) => problems.push(e.message));

    // A real refusal of the sign-in form: its route action answers the API's 422 on the form
    // (decision 535); nothing of it is an error to report.
    await page.goto("/login?email=nobody%40guildforge.test");
    await expect.poll(() => page.evaluate(() => "__SENTRY__" in globalThis)).toBe(true);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("These credentials do not match our records.")).toBeVisible();
    // A real 401 from the API, thrown uncaught as the client's error; then the error that must arrive.
    const status = await page.evaluate(async () => {
      const res = await fetch("/api/user", { headers: { accept: "application/json" } });
      setTimeout(() => {
        throw Object.assign(new Error("Request failed"), { status: res.status });
      });
      setTimeout(() => {
        throw Object.assign(new Error("Unprocessable"), { status: 422 });
      }, 10);
      setTimeout(() => {
        throw new Error("e2e-forge-cracked in the browser");
      }, 50);
      return res.status;
    });
    expect(status).toBe(401);

    const events = () =>
      envelopes.flatMap((e) =>
        e.items.filter((i) => i.type === "event").map((i) => ({ header: e.header, event: i.payload })),
      );
    const messageOf = (e: Record<string, unknown>) =>
      (e.exception as { values: Array<{ value: string }> } | undefined)?.values[0]?.value;
    await expect.poll(() => events().map((e) => messageOf(e.event))).toContain("e2e-forge-cracked in the browser");
    // Exactly that event: the 401 and the 422s (thrown before it, sent before it) were dropped by beforeSend.
    expect(events().map((e) => messageOf(e.event))).toEqual(["e2e-forge-cracked in the browser"]);
    const [only] = events();
    expect((only?.header.trace as { sample_rate?: string } | undefined)?.sample_rate).toBe("0.2");
    // The page's error event reaches the test process on its own schedule, possibly after the
    // server already has Sentry's envelope: wait for it rather than read it once.
    await expect.poll(() => problems).toContain("e2e-forge-cracked in the browser");
    await context.close();
  });
});
