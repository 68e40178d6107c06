import { existsSync } from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { hasUnsafeCharacters } from "@guildforge/contracts";
import { sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort } from "../../../../../scripts/test-postgres.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { rowsOf } from "../../db/rows.ts";
import { createReplyTokens } from "../../platform/inbound-mail/register-inbound-mail.ts";
import { startSmtpPeer } from "../../platform/mail/testing-smtp.ts";
import { createClass, signedIn } from "../applications/testing.ts";
import { runDigest } from "./message-digest.ts";

/**
 * Replies by email end to end (issue 17 point 4, decisions 264 and 280): the digest mail leaves
 * through a real SMTP peer with a signed Reply-To; a reply sent with nodemailer to the app's own
 * inbound listener lands in the thread as that user, live, once even when delivered twice.
 */

const domain = "reply.guildforge.test";
let t: TestApp;
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let inboundPort: number;
const published: Array<{ channel: string; event: string; data: unknown }> = [];
/** Every line the app logs (debug and up), as written. */
const logged: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    logged.push(chunk.toString());
    done();
  },
});

beforeAll(async () => {
  peer = await startSmtpPeer();
  inboundPort = await freePort();
  t = await createTestApp({
    env: {
      SMTP_URL: peer.url,
      MAIL_REPLY_DOMAIN: domain,
      INBOUND_SMTP_PORT: String(inboundPort),
      INBOUND_SMTP_HOST: "127.0.0.1",
    },
    deps: { logger: { level: "debug", stream: logStream } },
  });
  await t.app.ready();
  const realtime = t.app.realtime;
  const original = realtime.publish.bind(realtime);
  realtime.publish = async (channel, event, data) => {
    published.push({ channel, event, data });
    return original(channel, event, data);
  };
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

type Attachment = { filename: string; content: Buffer; contentType: string; cid?: string };
const sendReply = (from: string, to: string, text: string, messageId: string, attachments: Attachment[] = []) =>
  nodemailer
    .createTransport({ host: "127.0.0.1", port: inboundPort, secure: false, ignoreTLS: true })
    .sendMail({ from, to, subject: "Re: New message", text, messageId, attachments });

/** A conversation between a new student and instructor, and the instructor's reply address for it. */
async function conversationWithReplyAddress() {
  const teacher = await signedIn(t.app, t.db, ["instructor"]);
  const student = await signedIn(t.app, t.db);
  const started = await student.client.post("/api/conversations", { user_id: teacher.user.id, body: "Hello!" });
  expect(started.statusCode).toBe(201);
  const id = started.json().data.conversation.id as number;
  const tokens = createReplyTokens({ appKey: t.app.deps.config.appKey, domain });
  return { teacher, student, id, replyTo: tokens.replyAddress(id, teacher.user.id) };
}

const photo = (width: number, height: number, format: "png" | "jpeg") =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 30 } } })
    [format]()
    .withExif({ IFD0: { Copyright: "secret camera owner" } })
    .toBuffer();

describe("replies by email", () => {
  it("a reply to the digest's Reply-To lands in the thread once, live, as the recipient", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const student = await signedIn(t.app, t.db);
    const cls = await createClass(t.db, { instructorId: teacher.user.id });
    const started = await student.client.post("/api/conversations", {
      user_id: teacher.user.id,
      class_id: cls.id,
      body: "Is there parking at the forge?",
    });
    expect(started.statusCode).toBe(201);
    const id = started.json().data.conversation.id as number;

    // The digest (normally a delayed job) mails the teacher through the SMTP peer, with the
    // Reply-To the app signs for this conversation and recipient.
    const tokens = createReplyTokens({ appKey: t.app.deps.config.appKey, domain });
    const deps = {
      db: t.db,
      events: t.app.events,
      now: () => new Date(),
      port: { schedule: async () => {} },
      replyAddress: (c: number, r: number) => tokens.replyAddress(c, r),
    };
    expect(await runDigest(deps, { conversationId: id, userId: teacher.user.id })).toBe("sent");
    const mail = await peer.waitFor(teacher.user.email, /./);
    const replyTo = /^Reply-To: *<?([^>\r\n]+)>?/im.exec(mail.body)?.[1]?.trim();
    expect(replyTo).toMatch(new RegExp(`^reply\\+[a-z2-7]+@${domain.replace(".", "\\.")}$`));
    expect(mail.body).toContain("Is there parking at the forge?");

    // The teacher answers from a mail client, quoting the message below the reply.
    const text = "Yes, park by the coal shed.\n\nOn Tue, Student wrote:\n> Is there parking at the forge?";
    await sendReply(teacher.user.email, replyTo as string, text, "<reply-1@mail.example>");
    // Delivered twice (a retrying relay): still one message.
    await sendReply(teacher.user.email, replyTo as string, text, "<reply-1@mail.example>");

    const thread = await student.client.get(`/api/conversations/${id}/messages`);
    const fromTeacher = (thread.json().data as Array<{ sender_id: number; body: string; via: string }>).filter(
      (m) => m.sender_id === teacher.user.id,
    );
    expect(fromTeacher).toEqual([expect.objectContaining({ body: "Yes, park by the coal shed.", via: "email" })]);
    const liveReplies = published.filter(
      (p) =>
        p.channel === `private-user.${student.user.id}` &&
        p.event === "message.sent" &&
        (p.data as { message: { sender_id: number } }).message.sender_id === teacher.user.id,
    );
    expect(liveReplies).toHaveLength(1);

    // Someone else holding the address cannot write as the teacher.
    await expect(
      sendReply("intruder@example.com", replyTo as string, "Hello from elsewhere", "<reply-2@mail.example>"),
    ).rejects.toThrow(/550/);
    const after = await student.client.get(`/api/conversations/${id}/messages`);
    expect((after.json().data as unknown[]).length).toBe((thread.json().data as unknown[]).length);
  });

  it("a reply's images are appended through the image pipeline (at most 4); other files are left out and logged", async () => {
    const { teacher, student, id, replyTo } = await conversationWithReplyAddress();
    const info = vi.spyOn(t.app.log, "info");
    const images = await Promise.all([1, 2, 3, 4, 5].map((n) => photo(300 + n * 10, 200, n % 2 ? "jpeg" : "png")));
    await sendReply(teacher.user.email, replyTo, "Here is the anvil I meant.", "<reply-img@mail.example>", [
      ...images.map((content, n) => ({
        filename: `anvil-${n + 1}.${n % 2 ? "png" : "jpg"}`,
        content,
        contentType: n % 2 ? "image/png" : "image/jpeg",
      })),
      { filename: "invoice.pdf", content: Buffer.from("%PDF-1.4 not an image"), contentType: "application/pdf" },
    ]);

    const thread = await student.client.get(`/api/conversations/${id}/messages`);
    const reply = (
      thread.json().data as Array<{ sender_id: number; body: string; attachments: Array<{ url: string }> }>
    ).find((m) => m.sender_id === teacher.user.id);
    expect(reply?.body).toBe("Here is the anvil I meant.");
    expect(reply?.attachments).toHaveLength(4);
    for (const a of reply?.attachments ?? []) {
      expect(a.url).toMatch(new RegExp(`^/api/conversations/${id}/attachments/${id}-[0-9a-f]+-\\d+\\.webp$`));
      const file = path.join(t.config.dataDir, "uploads", "messages", path.basename(a.url));
      expect(existsSync(file)).toBe(true);
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
    }
    const leftOut = info.mock.calls.find(([, msg]) => msg === "reply by email: attachments left out")?.[0] as {
      inboundMail: { ignored: Array<{ filename: string; reason: string }> };
    };
    expect(leftOut.inboundMail.ignored).toEqual([
      expect.objectContaining({ filename: "anvil-5.jpg", reason: "more than the images allowed" }),
      expect.objectContaining({ filename: "invoice.pdf", reason: "not an image" }),
    ]);
    info.mockRestore();
  });

  it("an image the pipeline refuses is left out and logged, the text still lands", async () => {
    const { teacher, student, id, replyTo } = await conversationWithReplyAddress();
    const info = vi.spyOn(t.app.log, "info");
    await sendReply(teacher.user.email, replyTo, "Logo below.", "<reply-logo@mail.example>", [
      { filename: "logo.png", content: await photo(40, 20, "png"), contentType: "image/png" },
    ]);
    const thread = await student.client.get(`/api/conversations/${id}/messages`);
    const reply = (thread.json().data as Array<{ sender_id: number; body: string; attachments: unknown[] }>).find(
      (m) => m.sender_id === teacher.user.id,
    );
    expect(reply).toMatchObject({ body: "Logo below.", attachments: [] });
    expect(info.mock.calls.some(([, msg]) => msg === "reply by email: image left out")).toBe(true);
    info.mockRestore();
  });
});

/** Sends raw bytes to the listener; the SMTP answer's code and text, success or refusal. */
async function answerTo(raw: Buffer, envelope: { from: string; to: string }) {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: inboundPort,
    secure: false,
    ignoreTLS: true,
  });
  try {
    const info = await transport.sendMail({ envelope: { from: envelope.from, to: [envelope.to] }, raw });
    return { code: Number(info.response.slice(0, 3)), response: info.response };
  } catch (e) {
    const error = e as { responseCode?: number; response?: string };
    return { code: error.responseCode, response: error.response ?? String(e) };
  } finally {
    transport.close();
  }
}

const mailOf = (headers: string[], body: string) => Buffer.from(`${headers.join("\r\n")}\r\n\r\n${body}`);

describe("replies by email: hostile mail (issue 36 point 5)", () => {
  it("NUL and other control characters in the body and headers are dropped: 250, never 451; the log holds no text or SQL", async () => {
    const { teacher, student, id, replyTo } = await conversationWithReplyAddress();
    logged.length = 0;
    const controls = "\u0000\u0001\u0007\u001B\u007F\u0085\u009B\u202E";
    const answer = await answerTo(
      mailOf(
        [
          `From: "Tea\u0000cher\u0001" <${teacher.user.email}>`,
          `To: ${replyTo}`,
          `Subject: Re: New message\u0000${controls}`,
          `Message-ID: <nul\u0000-${id}@mail.example>`,
          `X-Mailer: evil\u0000${controls}`,
          "Content-Type: text/plain; charset=utf-8",
          "Content-Transfer-Encoding: 8bit",
        ],
        `Bring\u0000 gloves${controls} and an apron.\r\n\r\nOn Tue, Student wrote:\r\n> Hello!`,
      ),
      { from: teacher.user.email, to: replyTo },
    );
    expect(answer.code).toBe(250);
    expect(answer.response).toMatch(/added to the conversation/);

    const thread = await student.client.get(`/api/conversations/${id}/messages`);
    const fromTeacher = (thread.json().data as Array<{ sender_id: number; body: string }>).filter(
      (m) => m.sender_id === teacher.user.id,
    );
    expect(fromTeacher.map((m) => m.body)).toEqual(["Bring gloves and an apron."]);
    const stored = rowsOf<{ body: string; email_message_id: string }>(
      await t.db.execute(
        sql`select body, email_message_id from messages where conversation_id = ${id} and via = 'email'`,
      ),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.body).toBe("Bring gloves and an apron.");
    expect(hasUnsafeCharacters(stored[0]?.email_message_id ?? "")).toBe(false);

    const log = logged.join("");
    expect(log).toContain("reply by email received");
    expect(log).not.toMatch(/gloves|apron|Hello!|insert into|select |"stack"|\bat \S+ \(/i);
  });

  it("a reply of control characters only is refused for good (550), nothing stored", async () => {
    const { teacher, student, id, replyTo } = await conversationWithReplyAddress();
    const answer = await answerTo(
      mailOf([`From: ${teacher.user.email}`, `To: ${replyTo}`, "Subject: Re: hi"], "\u0000\u0000\u0007"),
      { from: teacher.user.email, to: replyTo },
    );
    expect(answer.code).toBe(550);
    const thread = await student.client.get(`/api/conversations/${id}/messages`);
    expect((thread.json().data as Array<{ sender_id: number }>).some((m) => m.sender_id === teacher.user.id)).toBe(
      false,
    );
  });

  it("a mail naming two senders in From is refused (550), nothing stored", async () => {
    const { teacher, student, id, replyTo } = await conversationWithReplyAddress();
    const answer = await answerTo(
      mailOf(
        [`From: ${teacher.user.email}, intruder@example.com`, `To: ${replyTo}`, "Subject: Re: hi"],
        "Pay me here.",
      ),
      { from: teacher.user.email, to: replyTo },
    );
    expect(answer.code).toBe(550);
    expect(answer.response).toMatch(/more than one sender/);
    const thread = await student.client.get(`/api/conversations/${id}/messages`);
    expect((thread.json().data as Array<{ sender_id: number }>).some((m) => m.sender_id === teacher.user.id)).toBe(
      false,
    );
  });

  it("an out-of-office reply is accepted (250) and never appended", async () => {
    const { teacher, student, id, replyTo } = await conversationWithReplyAddress();
    const answer = await answerTo(
      mailOf(
        [
          `From: ${teacher.user.email}`,
          `To: ${replyTo}`,
          "Subject: Automatic reply: New message",
          "Auto-Submitted: auto-replied",
        ],
        "I am away until Monday.",
      ),
      { from: teacher.user.email, to: replyTo },
    );
    expect(answer.code).toBe(250);
    const thread = await student.client.get(`/api/conversations/${id}/messages`);
    expect((thread.json().data as Array<{ sender_id: number }>).some((m) => m.sender_id === teacher.user.id)).toBe(
      false,
    );
  });
});
