import type { FastifyBaseLogger } from "fastify";
import type { SMTPServerOptions } from "smtp-server";
import { failureSummary, forLog } from "./mail-text.ts";

type SmtpLogger = Exclude<SMTPServerOptions["logger"], boolean | undefined>;

const noop = () => {};

/**
 * smtp-server's logger, reduced to what we want in app.log: the refusals smtp-server gives by
 * itself, before our hooks run (a declared SIZE over the cap, bad syntax, commands out of order).
 * Their replies start with "Error:" (503, bad sequence, only at debug: it follows a refusal already
 * logged, or comes from a broken client); our own refusals are logged where they are made, with their reason.
 */
export function protocolRefusalLog(log: FastifyBaseLogger): SmtpLogger {
  return {
    level: noop,
    trace: noop,
    info: noop,
    warn: noop,
    fatal: noop,
    debug(entry: unknown, message: unknown, payload: unknown) {
      if (message !== "S:" || typeof payload !== "string" || !/^5\d\d .*Error: /.test(payload)) return;
      const cid = (entry as { cid?: string } | null)?.cid;
      // A few of smtp-server's answers quote the client ("duplicate X parameter"): bounded.
      const response = forLog(payload, 160);
      // 503 (bad sequence) only follows a refusal already logged, or a broken client.
      if (payload.startsWith("503 ")) return log.debug({ inboundMail: { response, cid } }, "SMTP sequence error");
      log.warn({ inboundMail: { reason: "protocol", response, cid } }, "reply by email refused");
    },
    // Only the event's kind, its format string (never the arguments: they carry what the client
    // sent) and the error's code; no message, no stack (decision 507).
    error(entry: unknown, format: unknown) {
      const e = (entry ?? {}) as { tnx?: unknown; cid?: unknown; err?: unknown };
      const failure = e.err ? failureSummary(e.err) : undefined;
      log.error(
        { inboundMail: { tnx: String(e.tnx ?? ""), cid: e.cid, event: String(format ?? "").slice(0, 80), failure } },
        "inbound SMTP listener error",
      );
    },
  };
}
