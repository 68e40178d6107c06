import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { ServerErrorCode } from "@guildforge/contracts";
import type { FastifyInstance } from "fastify";

/**
 * What Node's HTTP parser refuses before Fastify sees a request (decision 511): headers over
 * `maxHeaderSize` (an overlong URL too), a request line or header it cannot read, a body framing
 * it cannot trust (Content-Length with Transfer-Encoding, two lengths, a broken chunk), a method
 * it does not know, a request whose headers did not arrive in time. Node and Fastify answer these
 * with their own bodies and cut the connection; here the answer is the error body of
 * docs/product.md#error-bodies, written once, in its turn, then the connection is closed cleanly.
 */

interface Refusal {
  status: number;
  code: ServerErrorCode;
  message: string;
}

const unreadable: Refusal = { status: 400, code: "BAD_REQUEST", message: "The request could not be read." };

/** Node's error codes (`HPE_*` from llhttp, ERR_HTTP_REQUEST_TIMEOUT) to what the person is told. */
export function refusalFor(code: string | undefined): Refusal {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return { status: 431, code: "HEADERS_TOO_LARGE", message: "The request headers are too large." };
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return { status: 413, code: "PAYLOAD_TOO_LARGE", message: "The request body is too large." };
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return {
        status: 408,
        code: "REQUEST_TIMEOUT",
        message: "The request took too long to arrive. Please try again.",
      };
    default:
      return unreadable;
  }
}

/**
 * A whole HTTP/1.1 answer in the error body, ending the connection (nothing is sent after it).
 * `head`: the answer to a HEAD request, its headers alone.
 */
export function rawErrorResponse(
  { status, code, message }: Refusal,
  extraHeaders: string[] = [],
  head = false,
): string {
  const body = JSON.stringify({ error: { message, code, status } });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Error"}`,
    "Content-Type: application/json; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Cache-Control: no-store",
    "X-Content-Type-Options: nosniff",
    "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
    `Date: ${new Date().toUTCString()}`,
    ...extraHeaders,
    "Connection: close",
    "",
    head ? "" : body,
  ].join("\r\n");
}

/**
 * After the answer the socket is half-closed and what the client still sends is read and thrown
 * away for this long (its unread bytes would otherwise make the close a reset, and a client that
 * is still writing, as a browser sending big headers is, could lose the answer before reading it).
 */
export const lingerMs = 2000;
/** How long an earlier answer on the same connection is awaited before the connection is cut. */
export const earlierAnswerWaitMs = 10_000;

type ServerSocket = Duplex & {
  parser?: { incoming?: IncomingMessage | null } | null;
  _httpMessage?: ServerResponse | null;
};

const handled = new WeakSet<object>();

/** Ends the connection: FIN after what was written, then linger, then gone. */
function closeGracefully(socket: ServerSocket, answer?: string) {
  if (socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(answer);
  socket.resume();
  const timer = setTimeout(() => socket.destroy(), lingerMs);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
  socket.once("end", () => socket.destroy());
}

/**
 * Fastify's `clientErrorHandler`. The broken bytes belong either to the body of the request the
 * parser is still reading (`parser.incoming`, not complete) or to a new request. Answers already
 * owed on this connection (pipelined requests before it) go first; then:
 * - a new request gets the error answer;
 * - a request whose body broke gets it only if the app has not begun to answer that request
 *   (a route that refused it before reading the body has answered it already: nothing more);
 * and the connection is closed, so nothing the app writes later reaches it.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Duplex) {
  const s = socket as ServerSocket;
  if (handled.has(s)) return; // the parser repeats its error for every later piece of data
  handled.add(s);
  if (err.code === "ECONNRESET" || s.destroyed) {
    s.destroy();
    return;
  }
  // Never the raw packet: it carries the client's cookies.
  this.log.debug({ code: err.code }, "request refused by the HTTP parser");
  const refusal = refusalFor(err.code);
  // One outcome per connection, however many events wake the decision; a hung earlier answer
  // does not hold the connection past earlierAnswerWaitMs.
  let settled = false;
  const giveUp = setTimeout(() => {
    settled = true;
    s.destroy();
  }, earlierAnswerWaitMs);
  giveUp.unref();
  const settle = (answer?: string) => {
    if (settled) return;
    settled = true;
    clearTimeout(giveUp);
    closeGracefully(s, answer);
  };
  const decide = () => {
    if (settled) return;
    if (s.destroyed) return settle();
    const incoming = s.parser?.incoming ?? null;
    const current = s._httpMessage ?? null;
    const ownBody = incoming !== null && !incoming.complete;
    const again = () => setImmediate(decide);
    if (current && current.req !== (ownBody ? incoming : null)) {
      // An earlier request's answer is still being made or written: it goes first.
      current.once("finish", again);
      current.once("close", again);
      return;
    }
    if (ownBody && current?.headersSent && !current.writableFinished) {
      // The app is answering this request already: that answer ends, then the connection.
      current.once("finish", again);
      current.once("close", again);
      return;
    }
    // The app answered this request already (a route that refused it before reading the body):
    // nothing more. Otherwise ours is the answer.
    if (ownBody && (current === null || current.headersSent)) return settle();
    settle(rawErrorResponse(refusal, [], ownBody && incoming?.method === "HEAD"));
  };
  decide();
}

/**
 * CONNECT is for proxies, which this server is not; Node closes such a connection without a word
 * when nobody listens for it. It gets a 405 in the error body instead.
 */
export function refuseConnect(_req: IncomingMessage, socket: Duplex) {
  const s = socket as ServerSocket;
  handled.add(s);
  closeGracefully(
    s,
    rawErrorResponse(
      { status: 405, code: "METHOD_NOT_ALLOWED", message: "This address does not take that kind of request." },
      ["Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS"],
    ),
  );
}
