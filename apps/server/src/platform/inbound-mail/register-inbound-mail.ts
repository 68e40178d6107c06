import type { FastifyInstance } from "fastify";
import type { Config } from "../../config/config.ts";
import type { InboundMailPorts } from "./inbound-ports.ts";
import { type InboundServer, startInboundServer } from "./inbound-server.ts";

export type { InboundMailPorts, InboundReply } from "./inbound-ports.ts";
export { replyAboveThisLine } from "./reply-text.ts";
export { createReplyTokens, type ReplyTokens } from "./reply-token.ts";

/**
 * Starts the reply-by-email listener with the app (when it is ready) and stops it on close. Off
 * (returns null) unless INBOUND_SMTP_PORT is set. app.ts passes the messages module's ports.
 */
export function registerInboundMail(
  app: FastifyInstance,
  config: Pick<Config, "appKey" | "inboundMail">,
  ports: InboundMailPorts,
  now: () => Date = () => new Date(),
): { server: () => InboundServer | null } | null {
  const smtp = config.inboundMail.smtp;
  const domain = config.inboundMail.replyDomain;
  if (!smtp || !domain) return null;
  let server: InboundServer | null = null;
  app.addHook("onReady", async () => {
    server = await startInboundServer(
      {
        port: smtp.port,
        host: smtp.host,
        domain,
        appKey: config.appKey,
        tls: smtp.tls,
        maxClients: smtp.maxClients,
        idleTimeoutMs: smtp.idleTimeoutMs,
        log: app.log,
        now,
      },
      ports,
    );
  });
  app.addHook("onClose", async () => {
    await server?.close();
    server = null;
  });
  return { server: () => server };
}
