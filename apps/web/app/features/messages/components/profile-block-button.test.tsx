// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ProfileBlockButton } from "./profile-block-button";

afterEach(cleanup);

const anna = { id: 2, name: "Anna Anvil" };

/** The button on Anna's profile, whose route action answers as the real one (decision 535). */
function show(blocked: boolean, answer: (intent: string) => object, at = "/users/anna") {
  const posted: Record<string, FormDataEntryValue>[] = [];
  function Page() {
    const [state] = useState(blocked);
    return <ProfileBlockButton person={anna} viewerId={1} blocked={state} />;
  }
  const Stub = createRoutesStub([
    {
      path: "/users/anna",
      Component: Page,
      action: async ({ request }) => {
        const form = Object.fromEntries((await request.formData()).entries());
        posted.push(form);
        return answer(String(form._intent));
      },
    },
  ]);
  render(<Stub initialEntries={[at]} />);
  return { posted };
}

const done = (intent: string) => ({
  intent,
  id: 2,
  result: null,
  notice: { tone: "success", title: intent === "block" ? "Blocked" : "Unblocked", message: "" },
});

describe("ProfileBlockButton", () => {
  it("blocks after the confirmation, then offers Unblock", async () => {
    const { posted } = show(false, done);
    fireEvent.click(await screen.findByRole("button", { name: "Block" }));
    const dialog = screen.getByRole("dialog", { name: "Block Anna Anvil?" });
    expect(dialog.textContent).toContain("your conversations stay readable");
    expect(posted).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Block Anna Anvil" }));
    await screen.findByRole("button", { name: "Unblock" });
    expect(posted).toEqual([expect.objectContaining({ _intent: "block", record_id: "2" })]);
    expect(screen.getByRole("status").textContent).toBe("You blocked Anna Anvil.");
  });

  it("unblocks a person the viewer blocked", async () => {
    const { posted } = show(true, done);
    fireEvent.click(await screen.findByRole("button", { name: "Unblock" }));
    fireEvent.click(screen.getByRole("button", { name: "Unblock Anna Anvil" }));
    await screen.findByRole("button", { name: "Block" });
    expect(posted).toEqual([expect.objectContaining({ _intent: "unblock", record_id: "2" })]);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the action's refusal and keeps the state", async () => {
    show(false, (intent) => ({
      intent,
      id: 2,
      result: { status: "error", error: { "": ["You cannot block this person."] } },
    }));
    fireEvent.click(await screen.findByRole("button", { name: "Block" }));
    fireEvent.click(screen.getByRole("button", { name: "Block Anna Anvil" }));
    expect(await screen.findByText("You cannot block this person.")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("without JavaScript ?block={id} shows the confirmation in place, posting to the page", async () => {
    show(false, done, "/users/anna?block=2");
    const section = await screen.findByRole("region", { name: "Block Anna Anvil?" });
    expect(section.querySelector("form")?.getAttribute("method")).toBe("post");
    expect(screen.getByRole("link", { name: "Cancel" }).getAttribute("href")).toBe("/users/anna");
  });

  it("is hidden from visitors and from the person themself", () => {
    const { container, rerender } = render(<ProfileBlockButton person={anna} viewerId={null} blocked={null} />);
    expect(container.textContent).toBe("");
    rerender(<ProfileBlockButton person={anna} viewerId={2} blocked={false} />);
    expect(container.textContent).toBe("");
  });
});
