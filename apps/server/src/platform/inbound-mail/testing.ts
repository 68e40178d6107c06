import { createConnection } from "node:net";
import { Writable } from "node:stream";
import nodemailer from "nodemailer";
import SMTPConnection from "nodemailer/lib/smtp-connection/index.js";
import pino from "pino";
import type { InboundMailPorts, InboundReply } from "./inbound-ports.ts";

/** Test helpers for the inbound listener: fake ports, a captured log and SMTP clients. */

/** The messages module, faked: Bob (user 9) is in conversation 5; conversation 6 is closed to him. */
export function fakePorts() {
  const appended: InboundReply[] = [];
  const seenIds = new Set<string>();
  const ports: InboundMailPorts = {
    userEmail: async (userId) => ({ 9: "bob@example.com" })[userId] ?? null,
    async appendReply(reply) {
      if (reply.conversationId === 6) return "refused";
      const key = `${reply.conversationId}|${reply.messageId}`;
      if (seenIds.has(key)) return "duplicate";
      seenIds.add(key);
      appended.push(reply);
      return "appended";
    },
  };
  return { ports, appended };
}

export const logLines: Array<{ msg: string; inboundMail?: { reason?: string; signal?: string } }> = [];
export const log = pino(
  { level: "debug" },
  new Writable({
    write(chunk, _enc, done) {
      logLines.push(JSON.parse(chunk.toString()));
      done();
    },
  }),
);
/** The reasons of the refusals logged so far. */
export const refusalsLogged = () =>
  logLines.filter((l) => l.msg === "reply by email refused").map((l) => l.inboundMail?.reason);

/** Everything logged so far, as the JSON lines the log file would hold. */
export const logText = () => logLines.map((l) => JSON.stringify(l)).join("\n");

/** A bare SMTP client connection (EHLO done), to see what the server offers. */
export async function connect(port: number) {
  const connection = new SMTPConnection({ host: "127.0.0.1", port, ignoreTLS: true });
  await new Promise<void>((resolve, reject) => connection.connect((err?: Error) => (err ? reject(err) : resolve())));
  return connection;
}

/** Speaks raw SMTP: the greeting, then one reply per command (multi-line replies joined by "\n"). */
export function dialogue(port: number, commands: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    const replies: string[] = [];
    let buffer = "";
    let current: string[] = [];
    socket.on("data", (chunk) => {
      buffer += chunk.toString();
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        current.push(line);
        if (line[3] === "-") continue;
        replies.push(current.join("\n"));
        current = [];
        const next = commands[replies.length - 1];
        if (next) socket.write(`${next}\r\n`);
      }
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(replies));
  });
}

export type Mail = Parameters<ReturnType<typeof nodemailer.createTransport>["sendMail"]>[0];

/** A mail as its bytes: header lines (CRLF-joined), a blank line, the body. */
export const rawMail = (headers: string[], body: string) => Buffer.from(`${headers.join("\r\n")}\r\n\r\n${body}`);

/** Sends raw bytes with an explicit envelope (`from: ""` is the null reverse-path, `MAIL FROM:<>`). */
export function sendRaw(port: number, raw: Buffer, envelope: { from: string; to: string }) {
  return send(port, { envelope: { from: envelope.from, to: [envelope.to] }, raw });
}

/**
 * A raw TCP connection that says nothing: resolves with what the server wrote and when the
 * server closed it (or after `waitMs`, closing it then).
 */
export function silentConnection(
  port: number,
  waitMs: number,
): Promise<{ lines: string[]; closedAfterMs: number | null }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = createConnection({ host: "127.0.0.1", port });
    let text = "";
    let closedAfterMs: number | null = null;
    const timer = setTimeout(() => socket.destroy(), waitMs);
    socket.on("data", (chunk) => {
      text += chunk.toString();
    });
    socket.on("error", reject);
    socket.on("end", () => {
      closedAfterMs = performance.now() - started;
    });
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ lines: text.split("\r\n").filter(Boolean), closedAfterMs });
    });
  });
}

export async function send(port: number, mail: Mail) {
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
  try {
    return await transport.sendMail(mail);
  } finally {
    transport.close();
  }
}
