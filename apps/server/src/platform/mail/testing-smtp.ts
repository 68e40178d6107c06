import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The raw message with quoted-printable decoded (good enough to find links). */
  body: string;
}

function decodeQuotedPrintable(s: string): string {
  return s
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A real SMTP server on a random local port, for integration tests (SMTP_URL points at it). */
export async function startSmtpPeer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "";
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), subject, body: decodeQuotedPrintable(raw) });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits (polling) until a message to `to` arrives; returns it. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const m = received.find((r) => r.to.includes(to) && subject.test(r.subject));
        if (m) return m;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject} (got ${received.length})`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): URL {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const m = new RegExp(`${escaped}[^\\s"<>]+`).exec(mail.body);
  if (!m) throw new Error(`no link starting with ${prefix} in:\n${mail.body}`);
  return new URL(m[0].replaceAll("&amp;", "&"));
}
