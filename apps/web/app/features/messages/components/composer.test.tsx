// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { conversation, message } from "../testing/fixtures";
import { Composer } from "./composer";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Sent = { body: string; key: string };

/** The composer on /messages/10, whose route action answers as the real one (decision 535). */
async function setup(
  answer: (sent: Sent, n: number) => object = () => ({
    intent: "send",
    sent: { conversation: conversation(), message: message() },
  }),
) {
  let n = 0;
  const onSent = vi.fn();
  const posted: Sent[] = [];
  const Stub = createRoutesStub([
    {
      path: "/messages/:conversationId",
      Component: () => <Composer conversationId={10} onSent={onSent} newKey={() => `key-${++n}`} />,
      action: async ({ request }) => {
        const form = await request.formData();
        const sent = { body: String(form.get("body")), key: String(form.get("_key")) };
        posted.push(sent);
        return answer(sent, posted.length);
      },
    },
  ]);
  render(<Stub initialEntries={["/messages/10"]} />);
  const box = (await screen.findByLabelText("Message")) as HTMLTextAreaElement;
  return { box, posted, onSent };
}

describe("Composer", () => {
  it("shows a live counter out of 5,000 and refuses a longer message", async () => {
    const { box } = await setup();
    fireEvent.change(box, { target: { value: "Hello" } });
    expect(screen.getByText(/5 \/ 5,000/)).toBeTruthy();
    fireEvent.change(box, { target: { value: "x".repeat(5001) } });
    expect(screen.getByText(/5,001 \/ 5,000/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("on desktop Enter sends the text to the route action and Shift+Enter does not", async () => {
    const { box, posted, onSent } = await setup();
    fireEvent.change(box, { target: { value: "  See you at nine  " } });
    fireEvent.keyDown(box, { key: "Enter", shiftKey: true });
    expect(posted).toHaveLength(0);
    fireEvent.keyDown(box, { key: "Enter" });
    await vi.waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(posted).toEqual([{ body: "See you at nine", key: "key-1" }]);
    expect(box.value).toBe("");
  });

  it("on a touch device Enter does not send; the Send button does", async () => {
    vi.stubGlobal("matchMedia", () => ({ matches: true }));
    const { box, posted } = await setup();
    fireEvent.change(box, { target: { value: "Hi" } });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(posted).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
  });

  it("keeps the text and the Idempotency-Key when a send is refused, and takes a new key for the next message", async () => {
    const { box, posted } = await setup((_, n) =>
      n === 1
        ? { intent: "send", result: { status: "error", error: { "": ["Something went wrong on our side."] } } }
        : { intent: "send", sent: { conversation: conversation(), message: message() } },
    );
    fireEvent.change(box, { target: { value: "First" } });
    fireEvent.keyDown(box, { key: "Enter" });
    expect((await screen.findByRole("alert")).textContent).toContain("Something went wrong on our side.");
    expect(box.value).toBe("First");
    fireEvent.keyDown(box, { key: "Enter" });
    await vi.waitFor(() => expect(box.value).toBe(""));
    fireEvent.change(box, { target: { value: "Second" } });
    fireEvent.keyDown(box, { key: "Enter" });
    await vi.waitFor(() => expect(posted).toHaveLength(3));
    expect(posted.map((p) => p.key)).toEqual(["key-1", "key-1", "key-2"]);
  });

  it("is a multipart form whose photos field works without the page's script, behind the Attach photos label", async () => {
    await setup();
    const form = screen.getByRole("form", { name: "Write a message" }) as HTMLFormElement;
    expect(form.getAttribute("enctype")).toBe("multipart/form-data");
    const photos = screen.getByLabelText(/^Photos to attach/) as HTMLInputElement;
    expect([photos.type, photos.name, photos.multiple, photos.accept]).toEqual([
      "file",
      "attachments",
      true,
      "image/*",
    ]);
    expect(photos.tabIndex).not.toBe(-1);
    const label = form.querySelector(`label[for="${photos.id}"]`);
    expect(label?.textContent).toContain("Attach photos (up to 4)");
  });
});
