import net from "node:net";

/**
 * A raw HTTP/1.1 conversation over node:net, for what app.inject and Node's client cannot send or
 * would tidy up (malformed request lines, oversized headers, smuggling framings, pipelining): the
 * bytes go out exactly as given, and every byte the server writes back is kept until it closes
 * the connection or goes quiet. Used by platform/raw-socket.int.test.ts and the fuzz suite.
 */

export interface RawResponse {
  status: number;
  statusLine: string;
  /** Header names in lower case; repeated headers keep every value. */
  headers: Record<string, string[]>;
  body: Buffer;
  /** How the body was delimited. */
  framing: "content-length" | "chunked" | "none" | "until-close";
}

export interface RawExchange {
  /** Everything the server wrote, in order. */
  bytes: Buffer;
  /** The complete responses found in `bytes`, in order. */
  responses: RawResponse[];
  /** Bytes after the last complete response (a cut-off answer or stray bytes): empty when clean. */
  rest: Buffer;
  /** What could not be parsed as a response, if anything. */
  parseError?: string;
  /** The server closed the connection (FIN or reset) before we stopped listening. */
  closedByServer: boolean;
  /** The connection was reset rather than closed. */
  reset: boolean;
}

export interface RawOptions {
  host?: string;
  /** The methods of the requests written, in order, so HEAD answers are read without a body. */
  methods?: readonly string[];
  /** Stop once this many responses are complete and `quietMs` passed without a byte (default: wait for close). */
  expectResponses?: number;
  /** Quiet time after the expected responses before we stop listening (default 200 ms). */
  quietMs?: number;
  /** Hard bound on the whole exchange (default 4 s). */
  timeoutMs?: number;
  /** Writes each piece separately, this long apart (default: all at once). */
  pieceDelayMs?: number;
}

const crlf = Buffer.from("\r\n");
const headEnd = Buffer.from("\r\n\r\n");

/** Splits a server's byte stream into HTTP/1.1 responses. `closed`: the stream ended there. */
export function splitResponses(
  bytes: Buffer,
  methods: readonly string[] = [],
  closed = true,
): { responses: RawResponse[]; rest: Buffer; parseError?: string } {
  const responses: RawResponse[] = [];
  let at = 0;
  while (at < bytes.length) {
    const end = bytes.indexOf(headEnd, at);
    if (end === -1) return { responses, rest: bytes.subarray(at) };
    const lines = bytes.subarray(at, end).toString("latin1").split("\r\n");
    const statusLine = lines[0] ?? "";
    const m = /^HTTP\/1\.[01] (\d{3})(?: .*)?$/.exec(statusLine);
    if (!m)
      return {
        responses,
        rest: bytes.subarray(at),
        parseError: `not a status line: ${JSON.stringify(statusLine.slice(0, 80))}`,
      };
    const status = Number(m[1]);
    const headers: Record<string, string[]> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(":");
      if (colon <= 0)
        return { responses, rest: bytes.subarray(at), parseError: `bad header line ${JSON.stringify(line)}` };
      const name = line.slice(0, colon).trim().toLowerCase();
      headers[name] = [...(headers[name] ?? []), line.slice(colon + 1).trim()];
    }
    let pos = end + headEnd.length;
    if (status >= 100 && status < 200) {
      // An interim answer (100 Continue): the final answer to the same request follows.
      at = pos;
      continue;
    }
    const method = methods[responses.length] ?? "GET";
    const te = headers["transfer-encoding"]?.join(",").toLowerCase() ?? "";
    const cl = headers["content-length"];
    let body: Buffer;
    let framing: RawResponse["framing"];
    if (method === "HEAD" && headBodyLength(bytes, pos, status, headers) > 0) {
      // The refusal of a request too broken to trust its method carries its error body.
      const length = headBodyLength(bytes, pos, status, headers);
      body = bytes.subarray(pos, pos + length);
      pos += length;
      framing = "content-length";
    } else if (method === "HEAD" || status === 204 || status === 304) {
      body = Buffer.alloc(0);
      framing = "none";
    } else if (te.includes("chunked")) {
      const parts: Buffer[] = [];
      for (;;) {
        const lineEnd = bytes.indexOf(crlf, pos);
        if (lineEnd === -1) return { responses, rest: bytes.subarray(at) };
        const size = Number.parseInt(bytes.subarray(pos, lineEnd).toString("latin1").split(";")[0] ?? "", 16);
        if (!Number.isFinite(size)) return { responses, rest: bytes.subarray(at), parseError: "bad chunk size" };
        pos = lineEnd + 2;
        if (size === 0) {
          // Trailers (none expected), then the final CRLF.
          const trailerEnd = bytes.indexOf(crlf, pos);
          if (trailerEnd === -1) return { responses, rest: bytes.subarray(at) };
          pos = trailerEnd + 2;
          break;
        }
        if (pos + size + 2 > bytes.length) return { responses, rest: bytes.subarray(at) };
        parts.push(bytes.subarray(pos, pos + size));
        pos += size + 2;
      }
      body = Buffer.concat(parts);
      framing = "chunked";
    } else if (cl) {
      if (new Set(cl).size !== 1 || !/^\d+$/.test(cl[0] ?? "")) {
        return { responses, rest: bytes.subarray(at), parseError: `bad Content-Length ${cl.join(", ")}` };
      }
      const length = Number(cl[0]);
      if (pos + length > bytes.length) return { responses, rest: bytes.subarray(at) };
      body = bytes.subarray(pos, pos + length);
      pos += length;
      framing = "content-length";
    } else {
      // No framing: the body runs to the close.
      if (!closed) return { responses, rest: bytes.subarray(at) };
      body = bytes.subarray(pos);
      pos = bytes.length;
      framing = "until-close";
    }
    responses.push({ status, statusLine, headers, body, framing });
    at = pos;
  }
  return { responses, rest: Buffer.alloc(0) };
}

/**
 * A HEAD answer has no body, but the server's refusal of an unreadable request does not know it
 * was a HEAD: a 4xx that closes the connection and is followed by exactly its declared JSON body.
 */
function headBodyLength(bytes: Buffer, pos: number, status: number, headers: Record<string, string[]>): number {
  const closes = headers.connection?.some((v) => /close/i.test(v)) ?? false;
  const length = Number(headers["content-length"]?.[0] ?? 0);
  if (status < 400 || !closes || !length || bytes.length !== pos + length) return 0;
  return bytes[pos] === 0x7b /* { */ ? length : 0;
}

/** Writes `request` (one string, or pieces) on a new connection and collects the answer. */
export function rawExchange(
  port: number,
  request: string | Buffer | ReadonlyArray<string | Buffer>,
  options: RawOptions = {},
): Promise<RawExchange> {
  const { host = "127.0.0.1", methods = [], quietMs = 200, timeoutMs = 4000, pieceDelayMs } = options;
  const pieces = typeof request === "string" || Buffer.isBuffer(request) ? [request] : [...request];
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    const received: Buffer[] = [];
    let closedByServer = false;
    let reset = false;
    let done = false;
    let quiet: NodeJS.Timeout | undefined;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(hard);
      clearTimeout(quiet);
      socket.destroy();
      const bytes = Buffer.concat(received);
      resolve({ bytes, ...splitResponses(bytes, methods, closedByServer), closedByServer, reset });
    };
    const hard = setTimeout(finish, timeoutMs);
    socket.on("data", (d) => {
      received.push(d);
      if (options.expectResponses === undefined) return;
      clearTimeout(quiet);
      const sofar = splitResponses(Buffer.concat(received), methods, false);
      if (sofar.responses.length >= options.expectResponses) quiet = setTimeout(finish, quietMs);
    });
    socket.on("error", (e: NodeJS.ErrnoException) => {
      // EPIPE: we were still writing when the server closed; what it wrote before is kept.
      if (e.code === "ECONNRESET") reset = true;
      closedByServer = true;
      finish();
    });
    socket.on("end", () => {
      closedByServer = true;
      // Give a reset or late bytes a moment, then stop.
      setTimeout(finish, 20);
    });
    socket.on("close", () => {
      closedByServer = true;
      finish();
    });
    socket.once("connect", async () => {
      for (const [i, piece] of pieces.entries()) {
        if (done || socket.destroyed) return;
        if (i > 0 && pieceDelayMs) await new Promise((r) => setTimeout(r, pieceDelayMs));
        socket.write(piece);
      }
    });
  });
}

/** The parsed JSON body of a response, or undefined when it is not JSON. */
export function jsonOf(res: RawResponse): unknown {
  try {
    return JSON.parse(res.body.toString("utf8"));
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with one exchange's bytes whatever was sent (an empty list when it is sound): an
 * unreadable answer, stray bytes after the answers (a Content-Length that lies, a second body), a
 * reset, anything after an answer saying `Connection: close` or that connection left open, and an
 * error answer not in the error body of docs/product.md#error-bodies (or the 422 validation body)
 * or in the framework's own words (a page's HTML error screen excepted).
 */
export function exchangeProblems(x: RawExchange, methodsSent: readonly string[] = []): string[] {
  const problems: string[] = [];
  if (x.parseError) problems.push(`unreadable answer: ${x.parseError}`);
  if (x.rest.length) {
    problems.push(
      `${x.rest.length} stray bytes after the answers: ${JSON.stringify(x.rest.toString("latin1").slice(0, 80))}`,
    );
  }
  if (x.reset) problems.push("the connection was reset, not closed");
  for (const [i, r] of x.responses.entries()) {
    const closes = r.headers.connection?.some((v) => /close/i.test(v)) ?? false;
    if (closes && i !== x.responses.length - 1) {
      problems.push(`answer ${i + 1} says Connection: close, yet ${x.responses.length - 1 - i} more followed`);
    }
    if (closes && !x.closedByServer)
      problems.push(`answer ${i + 1} says Connection: close but the connection stayed open`);
    if (r.status >= 400 && (methodsSent[i] !== "HEAD" || r.body.length > 0)) problems.push(...errorBodyProblems(r, i));
  }
  return problems;
}

function errorBodyProblems(r: RawResponse, i: number): string[] {
  // A page's own error screen (the 404 or 422 page a person sees) is HTML by design.
  if (r.headers["content-type"]?.some((t) => /^text\/html/i.test(t))) return [];
  const text = r.body.toString("utf8");
  const body = jsonOf(r) as { error?: { message?: unknown; code?: unknown; status?: unknown }; errors?: unknown };
  if (r.status === 422 && body?.errors) return [];
  const e = body?.error;
  if (!e || typeof e.message !== "string" || typeof e.code !== "string" || e.status !== r.status) {
    return [`answer ${i + 1} (${r.status}) is not in the error body: ${text.slice(0, 120)}`];
  }
  if (/statusCode|Client Error|Exceeded|FST_|HPE_/.test(text)) {
    return [`answer ${i + 1} speaks the framework's words: ${text.slice(0, 120)}`];
  }
  return [];
}
