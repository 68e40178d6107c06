// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { conversation, message } from "../testing/fixtures";
import { Composer } from "./composer";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(send = vi.fn(async () => ({ conversation: conversation(), message: message() }))) {
  let n = 0;
  const onSent = vi.fn();
  render(<Composer conversationId={10} onSent={onSent} send={send} newKey={() => `key-${++n}`} />);
  const box = screen.getByLabelText("Message") as HTMLTextAreaElement;
  return { box, send, onSent };
}

describe("Composer", () => {
  it("shows a live counter out of 5,000 and refuses a longer message", () => {
    const { box } = setup();
    fireEvent.change(box, { target: { value: "Hello" } });
    expect(screen.getByText(/5 \/ 5,000/)).toBeTruthy();
    fireEvent.change(box, { target: { value: "x".repeat(5001) } });
    expect(screen.getByText(/5,001 \/ 5,000/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("on desktop Enter sends and Shift+Enter does not", async () => {
    const { box, send, onSent } = setup();
    fireEvent.change(box, { target: { value: "  See you at nine  " } });
    fireEvent.keyDown(box, { key: "Enter", shiftKey: true });
    expect(send).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: "Enter" });
    await vi.waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith(10, { body: "See you at nine", attachments: [], idempotencyKey: "key-1" });
    expect(box.value).toBe("");
  });

  it("on a touch device Enter does not send; the Send button does", async () => {
    vi.stubGlobal("matchMedia", () => ({ matches: true }));
    const { box, send } = setup();
    fireEvent.change(box, { target: { value: "Hi" } });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(send).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  });

  it("keeps the Idempotency-Key when the person retries a failed send, and takes a new one for the next message", async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ conversation: conversation(), message: message() });
    const { box } = setup(send);
    fireEvent.change(box, { target: { value: "First" } });
    fireEvent.keyDown(box, { key: "Enter" });
    await screen.findByRole("alert");
    expect(box.value).toBe("First");
    fireEvent.keyDown(box, { key: "Enter" });
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(box.value).toBe(""));
    fireEvent.change(box, { target: { value: "Second" } });
    fireEvent.keyDown(box, { key: "Enter" });
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    expect(send.mock.calls.map((c) => c[1].idempotencyKey)).toEqual(["key-1", "key-1", "key-2"]);
  });
});
