import Fastify, { type FastifyInstance } from "fastify";
import nodemailer from "nodemailer";
import getTLSOptions from "smtp-server/lib/tls-options.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type InboundServer, startInboundServer } from "./inbound-server.ts";
import { registerInboundMail } from "./register-inbound-mail.ts";
import { createReplyTokens, replyTokenTtlMs } from "./reply-token.ts";
import { connect, dialogue, fakePorts, log, logLines, type Mail, refusalsLogged, send } from "./testing.ts";

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
    [
      "an automatic reply",
      reply({ headers: { "Auto-Submitted": "auto-replied" } }),
      550,
      /Automatic replies/,
      "auto-submitted",
    ],
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
      { appKey, inboundMail: { smtp: { port: 0, host: "127.0.0.1", tls: null }, replyDomain: domain } },
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
