import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config/config.ts";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { migrate } from "../../apps/server/src/db/migrate.ts";
import { loggerOptions } from "../../apps/server/src/platform/logging.ts";
import { sessionClient } from "../../apps/server/src/platform/sessions/testing.ts";
import { createUser } from "../../apps/server/test/factories.ts";
import { freePort } from "../../scripts/test-postgres.ts";
import type { FuzzRequest, Principal } from "./fuzz-operations.ts";

/**
 * The app the fuzz suite drives with app.inject: the real buildApp on an in-memory PGlite
 * (migrated here: the vitest harness needs vitest's global setup), rate limits off so the fuzz
 * reaches the routes, and one signed-in session per principal (with its CSRF cookie). Its
 * reply-by-email listener runs on a free port for the SMTP part (fuzz.smtp.ts), whose log lines
 * are kept for that part's verdict.
 */
export interface FuzzApp {
  app: FastifyInstance;
  /** The inbound SMTP listener's port (INBOUND_SMTP_PORT). */
  inboundPort: number;
  /** The log lines of the reply-by-email listener so far (JSON lines, info and up). */
  inboundLog(): string;
  /** Sends one request as its principal (extra headers win), keeping the cookies it sets. */
  send(req: FuzzRequest, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Signs each principal in again if a fuzzed request signed it out (or removed its account). */
  restoreSessions(): Promise<void>;
  close(): Promise<void>;
}

const roleSets: Record<Exclude<Principal, "anonymous">, ("instructor" | "host" | "admin")[]> = {
  student: [],
  instructor: ["instructor", "host"],
  admin: ["admin"],
};

export async function startFuzzApp(options: { web?: (app: FastifyInstance) => Promise<void> } = {}): Promise<FuzzApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "guildforge-fuzz-"));
  const inboundPort = await freePort();
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? "silent",
    SEED: "none",
    RATE_LIMITS: "off",
    INBOUND_SMTP_PORT: String(inboundPort),
    INBOUND_SMTP_HOST: "127.0.0.1",
    MAIL_REPLY_DOMAIN: "reply.fuzz.test",
  });
  const database = await openDatabase({ dataDir: "memory://" });
  await migrate(database);
  // The listener's lines are kept (info and up); FUZZ_LOG_LEVEL still prints the whole log.
  const inboundLines: string[] = [];
  const printAll = Boolean(process.env.FUZZ_LOG_LEVEL);
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      const line = chunk.toString();
      if (/"inboundMail"|inbound SMTP|reply by email/.test(line)) inboundLines.push(line);
      if (printAll) process.stdout.write(line);
      done();
    },
  });
  const logger = { ...(loggerOptions(config) as object), level: printAll ? config.logLevel : "info", stream };
  const app = await buildApp({ config, database, web: options.web, logger });
  await app.ready();

  const jars = new Map<Principal, Map<string, string>>();
  const accounts = new Map<Principal, { email: string; password: string }>();

  async function signIn(principal: Principal) {
    const client = sessionClient(app);
    if (principal !== "anonymous") {
      let account = accounts.get(principal);
      const tryLogin = async () => {
        try {
          await client.login((account as { email: string }).email, (account as { password: string }).password);
          return true;
        } catch {
          return false;
        }
      };
      if (!account || !(await tryLogin())) {
        // First sign-in, or the fuzz changed the account (email, password, deletion): a fresh one.
        const row = await createUser(database.db, { roles: roleSets[principal] });
        account = { email: row.email, password: row.password };
        accounts.set(principal, account);
        await client.login(account.email, account.password);
      }
    } else {
      await client.get("/api/csrf-cookie");
    }
    jars.set(principal, client.cookies);
  }

  const cookieHeader = (jar: Map<string, string>) =>
    [...jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");

  return {
    app,
    inboundPort,
    inboundLog: () => inboundLines.join(""),
    async send(req, extraHeaders = {}) {
      const jar = jars.get(req.principal) ?? new Map<string, string>();
      const res = await app.inject({
        method: req.method as "GET",
        url: req.url,
        headers: {
          accept: "application/json",
          "x-requested-with": "XMLHttpRequest",
          cookie: cookieHeader(jar),
          ...(req.csrf ? { "x-xsrf-token": jar.get("XSRF-TOKEN") ?? "" } : {}),
          ...(req.contentType !== undefined ? { "content-type": req.contentType } : {}),
          ...extraHeaders,
        },
        payload: req.payload,
      });
      for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number }>) {
        if (c.maxAge === 0 || c.value === "") jar.delete(c.name);
        else jar.set(c.name, decodeURIComponent(c.value));
      }
      return res;
    },
    async restoreSessions() {
      for (const principal of ["anonymous", "student", "instructor", "admin"] as const) {
        const jar = jars.get(principal);
        if (!jar?.has("XSRF-TOKEN")) {
          await signIn(principal);
          continue;
        }
        if (principal === "anonymous") continue;
        const me = await app.inject({ method: "GET", url: "/api/user", headers: { cookie: cookieHeader(jar) } });
        const user =
          me.statusCode === 200 ? (me.json() as { email_verified_at: string | null; roles: string[] }) : null;
        // Signed out, or the fuzz changed the account (a new unverified email, a role taken away).
        const intact = user?.email_verified_at && roleSets[principal].every((r) => user.roles.includes(r));
        if (!intact) {
          if (user) accounts.delete(principal);
          await signIn(principal);
        }
      }
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
