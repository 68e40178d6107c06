import { describe, expect, it, vi } from "vitest";
import { retriedServerAction } from "./retried-server-action";

const deps = (sleep = vi.fn(async () => {})) => ({ retries: 2, delayMs: 1000, sleep });
const post = () =>
  new Request("http://x/classes/1/edit.data", {
    method: "POST",
    body: new URLSearchParams({ _intent: "publish", _key: "view-1:publish" }),
  });

/** What React Router's serverAction() does: sends the request's body (read once). */
const sender = (request: Request, answers: (() => unknown)[]) => {
  const sent: string[] = [];
  const serverAction = vi.fn(async () => {
    sent.push(await request.text());
    const next = answers.shift();
    return next?.();
  });
  return { serverAction, sent };
};

describe("retriedServerAction (docs/product.md#calls: 2 retries, 1 s apart)", () => {
  it("sends a write whose answer was lost again, with the same body and key, 1 s later", async () => {
    const request = post();
    const lost = () => {
      throw new TypeError("Failed to fetch");
    };
    const { serverAction, sent } = sender(request, [lost, () => ({ notice: "published" })]);
    const wait = deps();
    const answer = await retriedServerAction(request, serverAction, wait)();
    expect(answer).toEqual({ notice: "published" });
    expect(sent).toEqual(["_intent=publish&_key=view-1%3Apublish", "_intent=publish&_key=view-1%3Apublish"]);
    expect(wait.sleep).toHaveBeenCalledExactlyOnceWith(1000);
  });

  it("gives up after two retries with the last failure", async () => {
    const request = post();
    const lost = () => {
      throw new TypeError("Failed to fetch");
    };
    const { serverAction } = sender(request, [lost, lost, lost, () => "never"]);
    await expect(retriedServerAction(request, serverAction, deps())()).rejects.toThrow(TypeError);
    expect(serverAction).toHaveBeenCalledTimes(3);
  });

  it("does not retry an answer that arrived (a refusal is data) or a failure that is not the network's", async () => {
    const request = post();
    const broken = () => {
      throw new Error("decode failed");
    };
    const { serverAction } = sender(request, [broken]);
    await expect(retriedServerAction(request, serverAction, deps())()).rejects.toThrow("decode failed");
    expect(serverAction).toHaveBeenCalledTimes(1);
  });

  it("does not retry while offline", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    try {
      const request = post();
      const { serverAction } = sender(request, [
        () => {
          throw new TypeError("Failed to fetch");
        },
      ]);
      await expect(retriedServerAction(request, serverAction, deps())()).rejects.toThrow(TypeError);
      expect(serverAction).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
