import type { AddressInfo } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { LRUCache } from "lru-cache";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";
import type { InboundMailPorts } from "./inbound-ports.ts";
import { deliverReply, parseReply } from "./inbound-reply.ts";
import { failureSummary, forLog, isDataRefusal } from "./mail-text.ts";
import { protocolRefusalLog } from "./protocol-log.ts";
import { createReplyTokens, type ReplyTokenClaims } from "./reply-token.ts";
import { refusals, SmtpRefusal } from "./smtp-refusal.ts";

/** Replies larger than this are refused (SIZE extension, then 552). */
export const inboundMaxBytes = 10 * 1024 * 1024;
/** Connections served at once by default (INBOUND_SMTP_MAX_CLIENTS); one more is told 421. */
export const inboundMaxClients = 50;
/** A connection silent this long is closed with 421 by default (INBOUND_SMTP_IDLE_TIMEOUT). */
export const inboundIdleTimeoutMs = 60_000;
/** On close, connections still open after this are cut (inside the app's 10 s shutdown grace). */
const closeTimeoutMs = 5_000;

export interface InboundServerOptions {
  port: number;
  host: string;
  /** MAIL_REPLY_DOMAIN: the only domain whose `reply+{token}` recipients are accepted. */
  domain: string;
  appKey: string;
  /** STARTTLS is offered only with a key and certificate. */
  tls: { key: Buffer; cert: Buffer } | null;
  maxBytes?: number;
  maxClients?: number;
  idleTimeoutMs?: number;
  log: FastifyBaseLogger;
  now: () => Date;
}

export interface InboundServer {
  /** The port actually listened on (useful with port 0). */
  port: number;
  close(): Promise<void>;
}

/** smtp-server takes an Error with a responseCode as the SMTP reply. */
const asSmtpError = (refusal: SmtpRefusal) =>
  Object.assign(new Error(refusal.message), { responseCode: refusal.responseCode });

/**
 * The reply-by-email MX target (issue 17 point 4, decision 280): no AUTH, only `reply+{token}` at
 * MAIL_REPLY_DOMAIN, one recipient per mail, from the token's user's address, once per Message-ID.
 * Every refusal is logged and nothing refused reaches `appendReply`. Hardened in issue 36 point 5
 * (decision 507): bad content is refused for good (5xx, never 4xx), automatic replies and bounces
 * are accepted and dropped, connections are capped and time out, and the log holds ids, sizes and
 * verdicts only (never a body, SQL text or stack).
 */
export async function startInboundServer(
  options: InboundServerOptions,
  ports: InboundMailPorts,
): Promise<InboundServer> {
  const maxBytes = options.maxBytes ?? inboundMaxBytes;
  const tokens = createReplyTokens({ appKey: options.appKey, domain: options.domain });
  const claimsOf = new WeakMap<SMTPServerSession["envelope"], ReplyTokenClaims>();
  // Same Message-ID to the same conversation and user: appended (or in flight) already, in this process.
  const seen = new LRUCache<string, true>({ max: 10_000 });

  const refuse = (session: SMTPServerSession, refusal: SmtpRefusal, detail: Record<string, unknown> = {}) => {
    options.log.warn(
      {
        inboundMail: {
          reason: refusal.reason,
          code: refusal.responseCode,
          remoteAddress: session.remoteAddress,
          ...detail,
        },
      },
      "reply by email refused",
    );
    return asSmtpError(refusal);
  };

  const server = new SMTPServer({
    name: options.domain,
    banner: "Guildforge replies",
    size: maxBytes,
    authOptional: true,
    disabledCommands: options.tls ? ["AUTH"] : ["AUTH", "STARTTLS"],
    hideSTARTTLS: !options.tls,
    ...(options.tls ? { key: options.tls.key, cert: options.tls.cert } : {}),
    disableReverseLookup: true,
    maxClients: options.maxClients ?? inboundMaxClients,
    socketTimeout: options.idleTimeoutMs ?? inboundIdleTimeoutMs,
    closeTimeout: closeTimeoutMs,
    logger: protocolRefusalLog(options.log),
    onRcptTo(address, session, callback) {
      if (claimsOf.has(session.envelope)) return callback(refuse(session, refusals.oneRecipient()));
      const check = tokens.checkReplyAddress(address.address, options.now());
      if (!check.ok) {
        const refusal = {
          unknown: refusals.unknownRecipient,
          malformed: refusals.malformedToken,
          forged: refusals.forgedToken,
          expired: refusals.expiredToken,
        }[check.reason]();
        return callback(refuse(session, refusal, { to: forLog(address.address, 120) }));
      }
      claimsOf.set(session.envelope, check.claims);
      callback();
    },
    onData(stream, session, callback) {
      const claims = claimsOf.get(session.envelope);
      let detail: Record<string, unknown> = { ...claims };
      // The null reverse-path (MAIL FROM:<>): a bounce or an RFC 3834 responder, accepted and dropped.
      const nullSender = !!session.envelope.mailFrom && !session.envelope.mailFrom.address;
      const receive = async (): Promise<string> => {
        const raw = await collect(stream);
        detail = { ...claims, bytes: stream.byteLength };
        if (!claims) throw refusals.unknownRecipient();
        if (stream.sizeExceeded) throw refusals.tooBig(maxBytes);
        const parsed = await parseReply(raw);
        const mail = { ...parsed, automatic: parsed.automatic ?? (nullSender ? "null-sender" : null) };
        detail = { ...detail, messageId: forLog(mail.messageId, 120) };
        const key = `${claims.conversationId}|${claims.userId}|${mail.messageId}`;
        if (seen.has(key)) {
          options.log.info({ inboundMail: detail }, "reply by email already received");
          return "Already received, thank you";
        }
        seen.set(key, true);
        try {
          const outcome = await deliverReply(claims, mail, ports);
          if (outcome === "dropped") {
            options.log.info(
              { inboundMail: { ...detail, outcome, signal: mail.automatic } },
              "reply by email: automatic reply dropped",
            );
            return "Automatic reply received; it is not added to the conversation";
          }
          options.log.info({ inboundMail: { ...detail, outcome } }, "reply by email received");
          if (mail.ignored.length > 0) {
            const ignored = mail.ignored.map((i) => ({
              ...i,
              filename: forLog(i.filename),
              contentType: forLog(i.contentType),
            }));
            options.log.info({ inboundMail: { ...detail, ignored } }, "reply by email: attachments left out");
          }
          return "Your reply was added to the conversation";
        } catch (error) {
          seen.delete(key);
          throw error;
        }
      };
      receive().then(
        (message) => callback(null, message),
        (error: unknown) => {
          if (error instanceof SmtpRefusal) return callback(refuse(session, error, detail));
          // Never the error itself: a database error's message holds the SQL and the reply's text.
          const failure = failureSummary(error);
          if (isDataRefusal(error)) return callback(refuse(session, refusals.unstorable(), { ...detail, failure }));
          options.log.error({ inboundMail: { ...detail, failure } }, "reply by email failed");
          callback(asSmtpError(refusals.unavailable()));
        },
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  server.on("error", (err) => options.log.error({ err }, "inbound SMTP listener error"));
  const { port } = server.server.address() as AddressInfo;
  options.log.info({ port, host: options.host }, "inbound SMTP listener for replies by email");
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Reads the whole DATA stream (smtp-server stops keeping bytes past `size` and flags sizeExceeded). */
function collect(stream: SMTPServerDataStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => {
      if (!stream.sizeExceeded) chunks.push(chunk);
    });
    stream.on("error", reject);
    stream.on("end", () => resolve(Buffer.concat(chunks)));
  });
}
