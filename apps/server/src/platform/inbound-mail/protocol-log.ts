import type { FastifyBaseLogger } from "fastify";
import type { SMTPServerOptions } from "smtp-server";

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
      // 503 (bad sequence) only follows a refusal already logged, or a broken client.
      if (payload.startsWith("503 "))
        return log.debug({ inboundMail: { response: payload, cid } }, "SMTP sequence error");
      log.warn({ inboundMail: { reason: "protocol", response: payload, cid } }, "reply by email refused");
    },
    error(entry: unknown, ...rest: unknown[]) {
      log.error({ inboundMail: { entry, detail: rest.map(String).join(" ") } }, "inbound SMTP listener error");
    },
  };
}
