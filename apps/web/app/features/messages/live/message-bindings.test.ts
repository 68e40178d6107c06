import { describe, expect, it, vi } from "vitest";
import { message } from "../testing/fixtures";
import { messageLiveBindings } from "./message-bindings";

describe("messageLiveBindings", () => {
  it("listens to message.sent and message.read on the user's private channel and passes parsed events on", async () => {
    const sinks = { sent: vi.fn(), read: vi.fn() };
    const [sent, read] = messageLiveBindings(7, sinks);
    expect([sent?.channel, sent?.event, read?.event]).toEqual(["private-user.7", "message.sent", "message.read"]);
    const payload = { conversation_id: 10, message: { ...message(), sender: { id: 2, name: "Anna" } } };
    await sent?.handle(payload);
    await read?.handle({ conversation_id: 10, reader_id: 2, read_at: "2026-11-20T10:10:00.000Z" });
    expect(sinks.sent).toHaveBeenCalledWith(payload);
    expect(sinks.read).toHaveBeenCalledWith({ conversation_id: 10, reader_id: 2, read_at: "2026-11-20T10:10:00.000Z" });
  });

  it("drops malformed payloads", async () => {
    const sinks = { sent: vi.fn(), read: vi.fn() };
    const [sent, read] = messageLiveBindings(7, sinks);
    await sent?.handle({ conversation_id: "x" });
    await read?.handle({});
    expect(sinks.sent).not.toHaveBeenCalled();
    expect(sinks.read).not.toHaveBeenCalled();
  });
});
