import { describe, expect, it } from "vitest";
import { Connection, type SocketLike } from "./connection.ts";
import { maxBufferedBytes } from "./protocol.ts";

function fakeSocket(bufferedAmount = 0) {
  const sent: string[] = [];
  const closes: [number, string][] = [];
  const socket: SocketLike & { bufferedAmount: number } = {
    bufferedAmount,
    readyState: 1,
    send: (data) => sent.push(String(data)),
    close: (code, reason) => closes.push([code, reason]),
    terminate: () => {},
  };
  return { socket, sent, closes };
}

describe("Connection", () => {
  it("sends while the client keeps up", () => {
    const { socket, sent, closes } = fakeSocket(maxBufferedBytes);
    const c = new Connection("1.1", socket, 0);
    expect(c.send("hello")).toBe(true);
    expect(sent).toEqual(["hello"]);
    expect(closes).toEqual([]);
  });

  it("closes with 4100 once more than 1 MiB is waiting", () => {
    const { socket, sent, closes } = fakeSocket(maxBufferedBytes + 1);
    const c = new Connection("1.1", socket, 0);
    expect(c.send("hello")).toBe(false);
    expect(sent).toEqual([]);
    expect(closes.map(([code]) => code)).toEqual([4100]);
    expect(c.send("again")).toBe(false);
    expect(closes).toHaveLength(1);
  });

  it("sends pusher:error before the close frame", () => {
    const { socket, sent, closes } = fakeSocket();
    new Connection("1.1", socket, 0).close(4200, "bye");
    expect(sent.map((s) => JSON.parse(s))).toEqual([{ event: "pusher:error", data: { code: 4200, message: "bye" } }]);
    expect(closes).toEqual([[4200, "bye"]]);
  });

  it("touch clears an outstanding ping", () => {
    const c = new Connection("1.1", fakeSocket().socket, 0);
    c.pingSentAt = 5;
    c.touch(10);
    expect(c.pingSentAt).toBeNull();
    expect(c.lastSeen).toBe(10);
  });
});
