import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The largest declared body read and thrown away after it was refused as too large: nginx's
 * `client_max_body_size` in deploy/nginx/guildforge.conf, so a body the proxy let through is
 * never cut off mid-send. Above it, or with no declared length, the connection is closed.
 */
export const drainLimitBytes = 25 * 1024 * 1024;

/**
 * Fastify refuses a body over its limit by its Content-Length, before reading a byte, and
 * answers `Connection: close`. A browser or curl sending straight to us reads the 413 either way;
 * nginx does not: it writes the whole buffered body upstream first, the close resets that write,
 * and the person got nginx's 502 (or the other instance's, after `proxy_next_upstream`) instead of
 * "The request body is too large." (found by the scale proof, decision 476). When the body's
 * length is declared, within drainLimitBytes and nothing has read from it, the connection stays
 * open and Node reads the rest and discards it after the answer (the server's own dump of an
 * unread request), so the sender always gets the 413.
 */
export function keepConnectionForDeclaredBody(request: FastifyRequest, reply: FastifyReply): void {
  const header = request.headers["content-length"];
  if (header === undefined || !/^\d+$/.test(String(header))) return;
  if (Number(header) > drainLimitBytes) return;
  if (request.raw.readableFlowing !== null) return; // a parser started reading: what is left is unknown
  reply.removeHeader("connection");
}
