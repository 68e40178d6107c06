import { isIPv4 } from "node:net";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config/config.ts";
import type { OutboxEntry } from "./mail-message.ts";
import { readOutbox } from "./outbox.ts";

const escapeHtml = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** Escapes the text and turns http(s) links into anchors. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function renderEntry(m: OutboxEntry): string {
  return `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(m.to)}</strong> &middot; <time datetime="${escapeHtml(m.sent_at)}">${escapeHtml(new Date(m.sent_at).toUTCString())}</time></p>
  <pre>${linkify(m.text)}</pre>${
    m.attachments?.length
      ? `\n  <p class="meta">Attached: ${m.attachments.map((a) => `${escapeHtml(a.filename)} (${escapeHtml(a.contentType.split(";")[0] ?? "")})`).join(", ")}</p>`
      : ""
  }
</article>`;
}

function renderPage(entries: OutboxEntry[], smtp: boolean): string {
  const body = smtp
    ? "<p>SMTP_URL is set: mail is delivered over SMTP, not kept here.</p>"
    : entries.length === 0
      ? "<p>No mail yet. Register or ask for a password reset, then reload this page.</p>"
      : entries.map(renderEntry).join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox - Guildforge</title>
<style>
body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1f1a17;background:#faf7f2}
article{background:#fff;border:1px solid #e4dcd0;border-radius:8px;padding:1rem 1.25rem;margin:1rem 0}
h1{font-size:1.5rem}h2{font-size:1.1rem;margin:0 0 .25rem}.meta{color:#6b6259;margin:0 0 .75rem;font-size:.9rem}
pre{white-space:pre-wrap;font-family:inherit;margin:0}a{color:#b4461b}
</style></head>
<body><h1>Guildforge dev mailbox</h1>
<p class="meta">Development only: messages written to the local outbox, newest first.</p>
${body}
</body></html>`;
}

/**
 * Whether a request comes from this machine. The socket's own address, never X-Forwarded-For:
 * behind a proxy every request would otherwise look local, and a client can write the header.
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.startsWith("::ffff:") ? address.slice(7) : address;
  return ip === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

/**
 * Whether a Host header names this machine: `localhost`, a `*.localhost` name (RFC 6761: always
 * loopback), an IPv4 loopback address or `[::1]`, with or without a port. DNS rebinding: a remote
 * page whose own domain resolves to 127.0.0.1 reaches a loopback socket, but its requests carry
 * that domain in Host, and are refused.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const match = /^(\[[^\]]*\]|[^:]*)(?::\d{1,5})?$/.exec(host.trim().toLowerCase());
  if (!match) return false;
  const name = (match[1] as string).replace(/\.$/, "");
  if (name === "[::1]") return true;
  if (name === "localhost" || /^[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost$/.test(name)) return true;
  return isIPv4(name) && name.startsWith("127.");
}

/**
 * GET /dev/mailbox (HTML) and /dev/mailbox.json: the local outbox. Never registered in
 * production; elsewhere it answers only to loopback clients that also name a loopback host
 * (anyone else gets the site's 404).
 */
export function registerMailboxPage(app: FastifyInstance, config: Config) {
  if (config.isProduction) return;
  app.register(async (mailbox) => {
    mailbox.addHook("onRequest", async (req, reply) => {
      // The Host header as sent (never X-Forwarded-Host, which trustProxy would read).
      if (!isLoopback(req.socket.remoteAddress) || !isLoopbackHost(req.headers.host)) return reply.callNotFound();
    });
    mailbox.get("/dev/mailbox", { config: { access: "public" } }, async (_req, reply) => {
      reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
      return renderPage(await readOutbox(config.dataDir), Boolean(config.smtpUrl));
    });
    mailbox.get("/dev/mailbox.json", { config: { access: "public" } }, async (_req, reply) => {
      reply.header("cache-control", "no-store");
      return { data: await readOutbox(config.dataDir) };
    });
  });
}
