import { hasUnsafeCharacters } from "@guildforge/contracts";
import Fastify, { type FastifyInstance } from "fastify";
import nodemailer from "nodemailer";
import getTLSOptions from "smtp-server/lib/tls-options.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type InboundServer, startInboundServer } from "./inbound-server.ts";
import { registerInboundMail } from "./register-inbound-mail.ts";
import { createReplyTokens, replyTokenTtlMs } from "./reply-token.ts";
import {
  connect,
  dialogue,
  fakePorts,
  log,
  logLines,
  logText,
  type Mail,
  rawMail,
  refusalsLogged,
  send,
  sendRaw,
  silentConnection,
} from "./testing.ts";

const appKey = "inbound-test-key-".padEnd(40, "x");
const domain = "reply.forge.test";
const tokens = createReplyTokens({ appKey, domain });
const maxBytes = 64 * 1024;

let fake: ReturnType<typeof fakePorts>;
let server: InboundServer;
beforeAll(async () => {
  fake = fakePorts();
  server = await startInboundServer(
    { port: 0, host: "127.0.0.1", domain, appKey, tls: null, maxBytes, log, now: () => new Date() },
    fake.ports,
  );
});
afterAll(() => server?.close());
beforeEach(() => {
  logLines.length = 0;
});

async function refusal(mail: Mail, port = server.port) {
  const error = (await send(port, mail).then(
    () => null,
    (e: unknown) => e,
  )) as { responseCode?: number; response?: string } | null;
  expect(error, "the mail should have been refused").not.toBeNull();
  return { code: error?.responseCode, response: error?.response ?? "" };
}

const reply = (overrides: Partial<Mail> = {}): Mail => ({
  from: "Bob <bob@example.com>",
  to: tokens.replyAddress(5, 9),
  subject: "Re: New message from Ann",
  text: "Saturday works for me.\n\nOn Mon, 2 Mar 2026 at 10:00, Ann <ann@example.com> wrote:\n> Can you come?\n",
  messageId: `<${Math.random().toString(36).slice(2)}@example.com>`,
  ...overrides,
});

describe("inbound reply listener", () => {
  it("appends a valid reply once, even when the same mail is delivered twice", async () => {
    const before = fake.appended.length;
    const mail = reply({ messageId: "<twice@example.com>" });
    const first = await send(server.port, mail);
    expect(first.response).toMatch(/^250 .*added to the conversation/);
    const second = await send(server.port, mail);
    expect(second.response).toMatch(/^250 /);
    expect(fake.appended.slice(before)).toEqual([
      { conversationId: 5, userId: 9, body: "Saturday works for me.", messageId: "<twice@example.com>", images: [] },
    ]);
    expect(refusalsLogged()).toEqual([]);
  });

  it("keeps its own guard: the same Message-ID reaches appendReply once in this process", async () => {
    let calls = 0;
    const counting = await startInboundServer(
      { port: 0, host: "127.0.0.1", domain, appKey, tls: null, maxBytes, log, now: () => new Date() },
      {
        userEmail: fake.ports.userEmail,
        appendReply: async () => {
          calls += 1;
          return "appended";
        },
      },
    );
    try {
      const mail = reply({ messageId: "<guarded@example.com>" });
      await send(counting.port, mail);
      await send(counting.port, mail);
      expect(calls).toBe(1);
    } finally {
      await counting.close();
    }
  });

  it("accepts an upper-cased reply address and an HTML-only mail", async () => {
    const before = fake.appended.length;
    await send(
      server.port,
      reply({ to: tokens.replyAddress(5, 9).toUpperCase(), text: undefined, html: "<p>Bring <b>gloves</b>.</p>" }),
    );
    expect(fake.appended.slice(before).map((r) => r.body)).toEqual(["Bring gloves."]);
  });

  it("answers a redelivery after a restart as a success without appending again (the port's duplicate)", async () => {
    const restarted = await startInboundServer(
      { port: 0, host: "127.0.0.1", domain, appKey, tls: null, maxBytes, log, now: () => new Date() },
      fake.ports,
    );
    try {
      const mail = reply({ messageId: "<restart@example.com>" });
      await send(server.port, mail);
      const count = fake.appended.length;
      const again = await send(restarted.port, mail);
      expect(again.response).toMatch(/^250 /);
      expect(fake.appended.length).toBe(count);
    } finally {
      await restarted.close();
    }
  });

  const forged = (() => {
    const other = createReplyTokens({ appKey: "another-key-".padEnd(40, "y"), domain });
    return other.replyAddress(5, 9);
  })();
  const expired = tokens.replyAddress(5, 9, new Date(Date.now() - replyTokenTtlMs - 60_000));
  const big = "x".repeat(maxBytes + 1024);

  it.each([
    ["a forged token", reply({ to: forged }), 550, /not valid/, "forged"],
    ["an expired token", reply({ to: expired }), 550, /expired/, "expired"],
    ["an unknown recipient", reply({ to: `someone@${domain}` }), 550, /No such recipient/, "unknown"],
    [
      "another domain",
      reply({ to: tokens.replyAddress(5, 9).replace(domain, "else.test") }),
      550,
      /No such recipient/,
      "unknown",
    ],
    [
      "mail from another address",
      reply({ from: "mallory@example.com" }),
      550,
      /not the one on your Guildforge account/,
      "wrong-sender",
    ],
    ["an oversized mail", reply({ text: big }), 552, /too large/, "too-big"],
    [
      "an empty body",
      reply({ text: "On Mon, 2 Mar 2026, Ann <a@example.com> wrote:\n> hi\n" }),
      550,
      /Your reply was empty/,
      "empty",
    ],
    ["a closed conversation", reply({ to: tokens.replyAddress(6, 9) }), 550, /closed to new messages/, "refused"],
  ])("refuses %s with an SMTP error, logs it and never appends", async (_name, mail, code, text, reason) => {
    const before = fake.appended.length;
    const refused = await refusal(mail);
    expect(refused.code).toBe(code);
    expect(refused.response).toMatch(text);
    expect(fake.appended.length).toBe(before);
    expect(refusalsLogged()).toEqual([reason]);
  });

  it("refuses a declared SIZE over the cap at MAIL FROM (552), logged", async () => {
    const replies = await dialogue(server.port, [
      "EHLO client.test",
      `MAIL FROM:<bob@example.com> SIZE=${maxBytes + 1}`,
      "QUIT",
    ]);
    expect(replies[1]).toMatch(new RegExp(`\\n250[- ]SIZE ${maxBytes}($|\\n)`, "s"));
    expect(replies[2]).toMatch(/^552 /);
    expect(refusalsLogged()).toEqual(["protocol"]);
  });

  it("greets without a software name or version", async () => {
    const [greeting] = await dialogue(server.port, ["QUIT"]);
    expect(greeting).toBe(`220 ${domain} ESMTP Guildforge replies`);
  });

  it("takes one reply address per mail: a second one is deferred (452), the first gets the reply once", async () => {
    const before = fake.appended.length;
    const [first, second] = [tokens.replyAddress(5, 9), tokens.replyAddress(7, 9)];
    const info = await send(server.port, reply({ to: [first, second] }));
    expect(info.accepted).toEqual([first]);
    expect(info.rejected).toEqual([second]);
    expect(info.rejectedErrors?.[0]).toMatchObject({ responseCode: 452 });
    expect(fake.appended.slice(before).map((r) => r.conversationId)).toEqual([5]);
    expect(refusalsLogged()).toEqual(["too-many-recipients"]);
  });

  it("offers neither AUTH nor STARTTLS without certificates", async () => {
    const connection = await connect(server.port);
    const internals = connection as unknown as { _supportedExtensions: string[]; _supportedAuth: string[] };
    expect(internals._supportedExtensions).not.toContain("STARTTLS");
    expect(internals._supportedAuth).toEqual([]);
    expect(internals._supportedExtensions).toContain("SIZE");
    connection.quit();
  });
});

/** A reply as raw bytes: Bob's usual headers, each replaced (or removed with null) by `headers`. */
function rawReply(headers: Record<string, string | null>, body = "Saturday works for me.") {
  const base: Record<string, string | null> = {
    From: "Bob <bob@example.com>",
    To: tokens.replyAddress(5, 9),
    Subject: "Re: New message from Ann",
    "Message-ID": `<${Math.random().toString(36).slice(2)}@example.com>`,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Transfer-Encoding": "8bit",
    ...headers,
  };
  const lines = Object.entries(base).flatMap(([name, value]) =>
    value === null ? [] : value.split("\n").map((v) => `${name}: ${v}`),
  );
  return rawMail(lines, body);
}
const bobTo5 = { from: "bob@example.com", to: tokens.replyAddress(5, 9) };

async function answerTo(raw: Buffer, envelope = bobTo5, port = server.port) {
  try {
    const info = await sendRaw(port, raw, envelope);
    return { code: Number(info.response.slice(0, 3)), response: info.response };
  } catch (e) {
    const error = e as { responseCode?: number; response?: string };
    return { code: error.responseCode, response: error.response ?? String(e) };
  }
}

/** Every string inside a value (object keys and values, array items). */
const stringsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.entries(value).flatMap(([k, v]) => [k, ...stringsIn(v)])
      : [];

/** The control characters a body or header can carry: C0 but tab and line breaks, DEL, some C1. */
const controls = "\u0000\u0001\u0007\u0008\u000B\u000C\u001B\u001F\u007F\u0085\u009B";

describe("bad content: cleaned or refused for good, never 4xx (issue 36 point 5)", () => {
  it.each([
    ["8bit", {}, `Saturday${controls} works.`],
    ["quoted-printable", { "Content-Transfer-Encoding": "quoted-printable" }, "Saturday=00=01=07=1B=7F works."],
    ["base64", { "Content-Transfer-Encoding": "base64" }, Buffer.from(`Saturday${controls} works.`).toString("base64")],
  ])("appends a %s body with NUL and other control characters, without them", async (_name, headers, body) => {
    const before = fake.appended.length;
    const answer = await answerTo(rawReply(headers, body));
    expect(answer.code).toBe(250);
    const [appended] = fake.appended.slice(before);
    expect(appended?.body).toBe("Saturday works.");
    expect(logText()).not.toContain("Saturday");
  });

  it("takes control characters in the Subject, the From name, other headers and the Message-ID", async () => {
    const before = fake.appended.length;
    const answer = await answerTo(
      rawReply(
        {
          From: `"Bo\u0001b\u0000" <bob@example.com>`,
          Subject: `Re: hi${controls}`,
          "Message-ID": `<nul\u0000id\u0007@example.com>`,
          "X-Note": `a${controls}b`,
        },
        "See you there.",
      ),
    );
    expect(answer.code).toBe(250);
    const [appended] = fake.appended.slice(before);
    expect(appended?.body).toBe("See you there.");
    expect(appended?.messageId).toMatch(/^<[0-9a-f]{64}@id-digest\.invalid>$/);
    expect(stringsIn(logLines).filter((v) => hasUnsafeCharacters(v, true))).toEqual([]);
  });

  it("refuses, for good, a reply that is only control characters (550, never 4xx)", async () => {
    const before = fake.appended.length;
    const answer = await answerTo(rawReply({}, "\u0000\u0000\u0007\u001B"));
    expect(answer.code).toBe(550);
    expect(answer.response).toMatch(/Your reply was empty/);
    expect(fake.appended.length).toBe(before);
  });

  it.each([
    ["two From headers", { From: "bob@example.com\nmallory@evil.example" }, /more than one sender/, "several-from"],
    [
      "two From headers, the forged one first",
      { From: "mallory@evil.example\nbob@example.com" },
      /more than one sender/,
      "several-from",
    ],
    [
      "two addresses in From",
      { From: "bob@example.com, mallory@evil.example" },
      /more than one sender/,
      "several-from",
    ],
    ["a group in From", { From: "us: bob@example.com, mallory@evil.example;" }, /more than one sender/, "several-from"],
    [
      "a Sender that is not From",
      { Sender: "mallory@evil.example" },
      /on behalf of another address/,
      "sender-mismatch",
    ],
    ["no From", { From: null }, /no sender address/, "no-from"],
    ["an unreadable From", { From: "<<<>>>" }, /no sender address/, "no-from"],
  ])("refuses a mail with %s (550), logged, never appended", async (_name, headers, text, reason) => {
    const before = fake.appended.length;
    const answer = await answerTo(rawReply(headers));
    expect(answer.code).toBe(550);
    expect(answer.response).toMatch(text);
    expect(fake.appended.length).toBe(before);
    expect(refusalsLogged()).toEqual([reason]);
  });

  /** What drizzle throws when PostgreSQL refuses a value: the SQL and the parameters in its message. */
  const databaseError = (code: string) =>
    Object.assign(new Error('Failed query: insert into "messages" ("body") values ($1)\nparams: the secret body'), {
      name: "DrizzleQueryError",
      cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code }),
    });

  it.each([
    ["refuses the data (SQLSTATE 22021): 554, for good", "22021", 554, "unstorable"],
    ["is down (SQLSTATE 57P01): 451, the sender retries", "57P01", 451, undefined],
  ])("when the database %s; the log holds the code, never the SQL or the text", async (_n, code, status, reason) => {
    const failing = await startInboundServer(
      { port: 0, host: "127.0.0.1", domain, appKey, tls: null, maxBytes, log, now: () => new Date() },
      {
        userEmail: fake.ports.userEmail,
        appendReply: async () => {
          throw databaseError(code);
        },
      },
    );
    try {
      const answer = await answerTo(rawReply({}, "the secret body"), bobTo5, failing.port);
      expect(answer.code).toBe(status);
      expect(answer.response).not.toMatch(/insert|UTF8|secret/i);
      expect(logText()).toContain(`"code":"${code}"`);
      expect(logText()).not.toMatch(/insert|UTF8|secret|"stack"|\bat \w+ \(/i);
      expect(refusalsLogged()).toEqual(reason ? [reason] : []);
    } finally {
      await failing.close();
    }
  });

  it("answers a mail with a huge header block 2xx or 5xx, never 4xx", async () => {
    const answer = await answerTo(Buffer.from(`From: bob@example.com\r\n${"X: y\r\n".repeat(4000)}\r\nhi`));
    expect(answer.code === 250 || (answer.code ?? 0) >= 500).toBe(true);
  });
});

describe("automatic replies: accepted (250) and dropped, never appended (RFC 3834)", () => {
  it.each([
    ["Auto-Submitted: auto-replied", { "Auto-Submitted": "auto-replied" }, "auto-submitted"],
    ["Auto-Submitted: auto-generated", { "Auto-Submitted": "auto-generated" }, "auto-submitted"],
    ["Auto-Submitted: auto-notified", { "Auto-Submitted": "auto-notified" }, "auto-submitted"],
    ["Precedence: bulk", { Precedence: "bulk" }, "precedence"],
    ["Precedence: junk", { Precedence: "junk" }, "precedence"],
    ["Precedence: list", { Precedence: "list" }, "precedence"],
    ["X-Autoreply", { "X-Autoreply": "yes" }, "x-autoreply"],
    ["X-Autorespond", { "X-Autorespond": "Away" }, "x-autorespond"],
    ["X-Autogenerated: Reply", { "X-Autogenerated": "Reply" }, "x-autogenerated"],
    ["Return-Path: <>", { "Return-Path": "<>" }, "null-return-path"],
    [
      "a delivery report",
      { "Content-Type": "multipart/report; report-type=delivery-status; boundary=b" },
      "delivery-report",
    ],
    ["Subject: Out of Office", { Subject: "Out of Office: New message from Ann" }, "subject"],
    ["Subject: Automatic reply", { Subject: "Automatic reply: New message from Ann" }, "subject"],
    ["Subject: Auto:", { Subject: "Auto: New message from Ann" }, "subject"],
    ["Subject: Abwesenheitsnotiz", { Subject: "Abwesenheitsnotiz: New message from Ann" }, "subject"],
    [
      "Subject: Réponse automatique (encoded)",
      { Subject: "=?utf-8?q?R=C3=A9ponse_automatique_:_New_message_from_Ann?=" },
      "subject",
    ],
  ])("drops %s", async (_name, headers, signal) => {
    const before = fake.appended.length;
    const answer = await answerTo(rawReply(headers, "I am away until Monday."));
    expect(answer.code).toBe(250);
    expect(answer.response).toMatch(/not added to the conversation/);
    expect(fake.appended.length).toBe(before);
    expect(refusalsLogged()).toEqual([]);
    expect(
      logLines.filter((l) => l.msg === "reply by email: automatic reply dropped").map((l) => l.inboundMail?.signal),
    ).toEqual([signal]);
  });

  it("drops a mail with the null reverse-path (MAIL FROM:<>), even from another address", async () => {
    const before = fake.appended.length;
    const answer = await answerTo(rawReply({ From: "postmaster@example.com" }), { from: "", to: bobTo5.to });
    expect(answer.code).toBe(250);
    expect(fake.appended.length).toBe(before);
    expect(logLines.find((l) => l.msg === "reply by email: automatic reply dropped")?.inboundMail?.signal).toBe(
      "null-sender",
    );
  });

  it.each([
    ["Auto-Submitted: no", { "Auto-Submitted": "no" }],
    ["X-Auto-Response-Suppress alone", { "X-Auto-Response-Suppress": "All" }],
    ["a subject that only mentions an out-of-office", { Subject: "Re: Out of office plans for Saturday" }],
  ])("still appends a person's reply with %s", async (_name, headers) => {
    const before = fake.appended.length;
    const answer = await answerTo(rawReply(headers, "I will be there."));
    expect(answer.code).toBe(250);
    expect(fake.appended.slice(before).map((r) => r.body)).toEqual(["I will be there."]);
  });
});

describe("connections: capped, and closed when idle", () => {
  it("answers the connection past the cap with 421, and takes new ones once a place is free", async () => {
    const capped = await startInboundServer(
      { port: 0, host: "127.0.0.1", domain, appKey, tls: null, maxBytes, maxClients: 2, log, now: () => new Date() },
      fake.ports,
    );
    try {
      const open = [await connect(capped.port), await connect(capped.port)];
      const [refused] = await dialogue(capped.port, ["QUIT"]);
      expect(refused).toMatch(/^421 .*Too many connected clients/);
      const closed = new Promise((resolve) => open[0]?.once("end", resolve));
      open[0]?.quit();
      await closed;
      const [greeting] = await dialogue(capped.port, ["QUIT"]);
      expect(greeting).toMatch(/^220 /);
      open[1]?.quit();
    } finally {
      await capped.close();
    }
  });

  it("closes a connection that stays silent past the idle timeout with 421", async () => {
    const idle = await startInboundServer(
      {
        port: 0,
        host: "127.0.0.1",
        domain,
        appKey,
        tls: null,
        maxBytes,
        idleTimeoutMs: 400,
        log,
        now: () => new Date(),
      },
      fake.ports,
    );
    try {
      const seen = await silentConnection(idle.port, 5_000);
      expect(seen.lines).toEqual([`220 ${domain} ESMTP Guildforge replies`, "421 Timeout - closing connection"]);
      expect(seen.closedAfterMs).toBeGreaterThanOrEqual(350);
      expect(seen.closedAfterMs).toBeLessThan(3_000);
    } finally {
      await idle.close();
    }
  });

  it("defaults to 50 connections and a 60 s idle timeout", async () => {
    const { inboundIdleTimeoutMs, inboundMaxClients } = await import("./inbound-server.ts");
    expect([inboundMaxClients, inboundIdleTimeoutMs]).toEqual([50, 60_000]);
  });
});

describe("inbound reply listener with a certificate", () => {
  it("offers STARTTLS and takes a reply over it", async () => {
    // smtp-server's own self-signed localhost pair: enough to prove the upgrade, never for production.
    const { key, cert } = getTLSOptions({}) as { key: string; cert: string };
    const own = fakePorts();
    const tlsServer = await startInboundServer(
      {
        port: 0,
        host: "127.0.0.1",
        domain,
        appKey,
        tls: { key: Buffer.from(key), cert: Buffer.from(cert) },
        maxBytes,
        log,
        now: () => new Date(),
      },
      own.ports,
    );
    try {
      const [, ehlo] = await dialogue(tlsServer.port, ["EHLO client.test", "QUIT"]);
      expect(ehlo).toMatch(/\n250[- ]STARTTLS(\n|$)/);
      const transport = nodemailer.createTransport({
        host: "127.0.0.1",
        port: tlsServer.port,
        secure: false,
        requireTLS: true,
        tls: { rejectUnauthorized: false },
      });
      await transport.sendMail(reply());
      transport.close();
      expect(own.appended.map((r) => r.body)).toEqual(["Saturday works for me."]);
    } finally {
      await tlsServer.close();
    }
  });
});

describe("registerInboundMail", () => {
  it("is off without INBOUND_SMTP_PORT", async () => {
    const app = Fastify();
    expect(
      registerInboundMail(app, { appKey, inboundMail: { smtp: null, replyDomain: domain } }, fakePorts().ports),
    ).toBeNull();
    await app.close();
  });

  it("listens once the app is ready and stops when it closes", async () => {
    const app = Fastify({ loggerInstance: log }) as unknown as FastifyInstance;
    const own = fakePorts();
    const handle = registerInboundMail(
      app,
      {
        appKey,
        inboundMail: {
          smtp: { port: 0, host: "127.0.0.1", tls: null, maxClients: 50, idleTimeoutMs: 60_000 },
          replyDomain: domain,
        },
      },
      own.ports,
    );
    expect(handle?.server()).toBeNull();
    await app.ready();
    const port = handle?.server()?.port ?? 0;
    await send(port, reply());
    expect(own.appended).toHaveLength(1);
    await app.close();
    expect(handle?.server()).toBeNull();
    await expect(send(port, reply())).rejects.toMatchObject({ code: "ESOCKET" });
  });
});
