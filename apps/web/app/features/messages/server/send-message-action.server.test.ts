import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { serverApiContext } from "../../../lib/load-context";
import { conversation, message } from "../testing/fixtures";
import { sendMessageAction } from "./send-message-action.server";

/** The composer's multipart POST without JavaScript: its text, key and photos (an empty field when none were chosen). */
function post(body: string, photos: File[]) {
  const form = new FormData();
  form.append("_intent", "send");
  form.append("_key", "key-7");
  form.append("body", body);
  if (photos.length === 0) form.append("attachments", new File([], ""));
  for (const p of photos) form.append("attachments", p);
  return new Request("http://localhost/messages/5", { method: "POST", body: form });
}

function contextAnswering(status: number, body: unknown) {
  const fetch = vi.fn(async (_path: string, _init?: { body?: unknown; idempotencyKey?: string }) => {
    return new Response(JSON.stringify(body), { status });
  });
  const context = new RouterContextProvider();
  context.set(serverApiContext, { fetch: fetch as never, formToken: () => "", setLanguage: () => {} });
  return { context, fetch };
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });
const sent = { data: { conversation: conversation(), message: message() } };

async function redirectOf(run: Promise<unknown>) {
  const thrown = await run.then(
    () => null,
    (e: unknown) => e,
  );
  return thrown instanceof Response ? [thrown.status, thrown.headers.get("location")] : thrown;
}

describe("sendMessageAction without JavaScript", () => {
  it("forwards the text and every photo as multipart with the form's key, then back to the thread", async () => {
    const { context, fetch } = contextAnswering(201, sent);
    const run = sendMessageAction({ request: post("  The anvil  ", [png("a.png"), png("b.png")]), context }, 5);
    expect(await redirectOf(run)).toEqual([303, "/messages/5"]);
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe("/conversations/5/messages");
    expect(init?.idempotencyKey).toBe("key-7");
    const form = init?.body as FormData;
    expect(form.get("body")).toBe("The anvil");
    expect(form.getAll("attachments").map((f) => (f as File).name)).toEqual(["a.png", "b.png"]);
  });

  it("sends a text-only message as JSON, as before", async () => {
    const { context, fetch } = contextAnswering(201, sent);
    expect(await redirectOf(sendMessageAction({ request: post("Hi", []), context }, 5))).toEqual([303, "/messages/5"]);
    expect(fetch.mock.calls[0]?.[1]?.body).toEqual({ body: "Hi" });
  });

  it("keeps the text and says the API's refusal of the photos", async () => {
    const { context } = contextAnswering(422, {
      message: "The given data was invalid.",
      errors: { attachments: ["Attach at most 4 images to a message."] },
    });
    const answer = await sendMessageAction({ request: post("Five photos", [png("a.png")]), context }, 5);
    expect(answer).toEqual({
      intent: "send",
      result: {
        status: "error",
        initialValue: { body: "Five photos" },
        error: { attachments: ["Attach at most 4 images to a message."] },
      },
    });
  });

  it("asks for the text before any photo is sent", async () => {
    const { context, fetch } = contextAnswering(201, sent);
    const answer = await sendMessageAction({ request: post("  ", [png("a.png")]), context }, 5);
    expect(fetch).not.toHaveBeenCalled();
    expect(answer).toMatchObject({ intent: "send", result: { error: { body: ["Write a message first."] } } });
  });
});
