import { imageMaxBytes } from "@guildforge/contracts";
import { describe, expect, it, vi } from "vitest";
import type { InboundMailPorts } from "./inbound-ports.ts";
import { deliverReply, type ParsedReply, parseReply, pickImages } from "./inbound-reply.ts";
import { stripReply } from "./reply-text.ts";
import { SmtpRefusal } from "./smtp-refusal.ts";

const raw = (headers: string, body: string) =>
  Buffer.from(`${headers.trim()}\r\n\r\n${body}`.replace(/\r?\n/g, "\r\n"));

describe("parseReply", () => {
  it("turns an HTML-only reply into text, quoted history included for stripReply to cut", async () => {
    const mail = await parseReply(
      raw(
        `From: Bob <Bob@Example.com>
To: reply+x@reply.forge.example
Message-ID: <html-1@example.com>
Content-Type: text/html; charset=utf-8`,
        `<div dir="ltr"><p>See you <b>Saturday</b>!</p></div>
<div class="gmail_quote">On Mon, 2 Mar 2026 at 10:00, Ann &lt;ann@example.com&gt; wrote:<br>
<blockquote>Can you come?</blockquote></div>`,
      ),
    );
    expect(mail.from).toBe("bob@example.com");
    expect(mail.messageId).toBe("<html-1@example.com>");
    expect(mail.text).not.toMatch(/<(div|p|b|blockquote)\b/);
    expect(stripReply(mail.text)).toBe("See you Saturday!");
    expect(mail.automatic).toBe(false);
  });

  it("names a mail without Message-ID by its digest, the same for a redelivery", async () => {
    const mail = () => raw("From: bob@example.com\nSubject: Re: hi", "Sure.");
    const first = await parseReply(mail());
    expect(first.messageId).toMatch(/^<[0-9a-f]{64}@digest\.invalid>$/);
    expect((await parseReply(mail())).messageId).toBe(first.messageId);
  });

  it.each([
    ["Auto-Submitted: auto-replied", true],
    ["Auto-Submitted: no", false],
    ["X-Autoreply: yes", true],
  ])("flags automatic replies: %s -> %s", async (header, automatic) => {
    const mail = await parseReply(raw(`From: bob@example.com\n${header}`, "I am out of the office."));
    expect(mail.automatic).toBe(automatic);
  });
});

describe("pickImages", () => {
  const file = (filename: string, contentType: string, size = 10) => ({
    filename,
    contentType,
    content: Buffer.alloc(size),
  });

  it("keeps the first 4 images and says why it leaves the rest out", () => {
    const picked = pickImages([
      file("notes.txt", "text/plain"),
      ...[1, 2, 3, 4, 5].map((n) => file(`p${n}.jpg`, n === 2 ? "IMAGE/PNG" : "image/jpeg")),
      file("huge.png", "image/png", imageMaxBytes + 1),
    ]);
    expect(picked.images.map((i) => i.filename)).toEqual(["p1.jpg", "p2.jpg", "p3.jpg", "p4.jpg"]);
    expect(picked.ignored).toEqual([
      { filename: "notes.txt", contentType: "text/plain", size: 10, reason: "not an image" },
      { filename: "p5.jpg", contentType: "image/jpeg", size: 10, reason: "more than the images allowed" },
      { filename: "huge.png", contentType: "image/png", size: imageMaxBytes + 1, reason: "image too large" },
    ]);
  });
});

describe("deliverReply", () => {
  const claims = { conversationId: 5, userId: 9 };
  const reply = (overrides: Partial<ParsedReply> = {}): ParsedReply => ({
    from: "bob@example.com",
    messageId: "<m1@example.com>",
    text: "Sounds good.\n\nOn Mon, 2 Mar 2026 at 10:00, Ann <ann@example.com> wrote:\n> hi",
    automatic: false,
    images: [],
    ignored: [],
    ...overrides,
  });
  const ports = (outcome: Awaited<ReturnType<InboundMailPorts["appendReply"]>> = "appended") => {
    const appendReply = vi.fn(async () => outcome);
    return { userEmail: vi.fn(async () => "Bob@Example.com"), appendReply };
  };

  it("appends the stripped text and the images as the token's user", async () => {
    const p = ports();
    const images = [{ filename: "a.jpg", contentType: "image/jpeg", content: Buffer.from("jpeg") }];
    await expect(deliverReply(claims, reply({ images }), p)).resolves.toBe("appended");
    expect(p.userEmail).toHaveBeenCalledWith(9);
    expect(p.appendReply).toHaveBeenCalledWith({
      conversationId: 5,
      userId: 9,
      body: "Sounds good.",
      messageId: "<m1@example.com>",
      images,
    });
  });

  it("passes a duplicate through as a success", async () => {
    await expect(deliverReply(claims, reply(), ports("duplicate"))).resolves.toBe("duplicate");
  });

  it.each([
    ["another sender", reply({ from: "mallory@example.com" }), "wrong-sender", 550],
    ["no sender", reply({ from: null }), "wrong-sender", 550],
    ["an automatic reply", reply({ automatic: true }), "auto-submitted", 550],
    ["only quoted text", reply({ text: "> hi\n" }), "empty", 550],
    ["over 5,000 characters", reply({ text: "a".repeat(5001) }), "too-long", 550],
  ])("refuses %s without appending", async (_name, mail, reason, code) => {
    const p = ports();
    const error = await deliverReply(claims, mail, p).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmtpRefusal);
    expect(error).toMatchObject({ reason, responseCode: code });
    expect(p.appendReply).not.toHaveBeenCalled();
  });

  it("refuses a reply when the user no longer exists", async () => {
    const p = { userEmail: async () => null, appendReply: vi.fn() };
    await expect(deliverReply(claims, reply(), p)).rejects.toMatchObject({ reason: "wrong-sender" });
    expect(p.appendReply).not.toHaveBeenCalled();
  });

  it("says the conversation is closed when the port refuses", async () => {
    await expect(deliverReply(claims, reply(), ports("refused"))).rejects.toMatchObject({
      responseCode: 550,
      message: "This conversation is closed to new messages.",
    });
  });
});
