import { createServer } from "node:net";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

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

const sendReply = (from: string, to: string, text: string, messageId: string) =>
  nodemailer
    .createTransport({ host: "127.0.0.1", port: inboundPort, secure: false, ignoreTLS: true })
    .sendMail({ from, to, subject: "Re: New message", text, messageId });

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
});
