import { describe, expect, it } from "vitest";
import { exchangeProblems, type RawExchange, splitResponses } from "./raw-socket.ts";

// The raw-socket verdict is what decides "answered once" in raw-socket.int.test.ts and the fuzz
// suite: it must see a second answer, stray bytes and anything after `Connection: close`.

const errorBody = '{"error":{"message":"The request could not be read.","code":"BAD_REQUEST","status":400}}';
const answer = (status: number, body: string, extra = "") =>
  `HTTP/1.1 ${status} X\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}\r\n${body}`;

function exchange(text: string, methods: string[] = [], closed = true): RawExchange {
  const bytes = Buffer.from(text, "latin1");
  return { bytes, ...splitResponses(bytes, methods, closed), closedByServer: closed, reset: false };
}

describe("splitResponses", () => {
  it("splits pipelined answers by Content-Length and by chunks, skipping 100 Continue", () => {
    const text = `HTTP/1.1 100 Continue\r\n\r\n${answer(404, "{}")}HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n`;
    const { responses, rest } = splitResponses(Buffer.from(text));
    expect(responses.map((r) => [r.status, r.body.toString(), r.framing])).toEqual([
      [404, "{}", "content-length"],
      [200, "abcde", "chunked"],
    ]);
    expect(rest.length).toBe(0);
  });

  it("reads an answer to HEAD without its body, unless it is a closing refusal followed by exactly its body", () => {
    const head = "HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\n";
    expect(
      splitResponses(Buffer.from(head + answer(200, "{}")), ["HEAD", "GET"]).responses.map((r) => r.status),
    ).toEqual([200, 200]);
    const refusal = answer(400, errorBody, "Connection: close\r\n");
    const [r] = splitResponses(Buffer.from(refusal), ["HEAD"]).responses;
    expect(r?.body.toString()).toBe(errorBody);
  });
});

describe("exchangeProblems", () => {
  it("passes one error answer in the error body that closes the connection", () => {
    expect(exchangeProblems(exchange(answer(400, errorBody, "Connection: close\r\n")))).toEqual([]);
  });

  it("finds a second answer after Connection: close", () => {
    const x = exchange(answer(419, errorBody.replace("400", "419"), "Connection: close\r\n") + answer(400, errorBody));
    expect(exchangeProblems(x)).toContainEqual("answer 1 says Connection: close, yet 1 more followed");
  });

  it("finds stray bytes after a body shorter than it was said to be", () => {
    const x = exchange(`HTTP/1.1 400 X\r\nContent-Length: 2\r\n\r\n${errorBody}`);
    expect(exchangeProblems(x).join()).toMatch(/stray bytes|unreadable answer/);
  });

  it("finds a Connection: close answer whose connection stayed open", () => {
    const x = exchange(answer(400, errorBody, "Connection: close\r\n"), [], false);
    expect(exchangeProblems(x)).toContainEqual("answer 1 says Connection: close but the connection stayed open");
  });

  it("finds an error answer in the framework's shape, and takes a page's HTML error screen", () => {
    const fastify = '{"error":"Bad Request","message":"Client Error","statusCode":400}';
    expect(exchangeProblems(exchange(answer(400, fastify))).join()).toMatch(/not in the error body/);
    const page = "HTTP/1.1 404 X\r\nContent-Type: text/html\r\nContent-Length: 6\r\n\r\n<html>";
    expect(exchangeProblems(exchange(page))).toEqual([]);
  });
});
