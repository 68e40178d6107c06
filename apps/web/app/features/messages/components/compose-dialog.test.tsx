// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, redirect } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { MessageButton, type MessageButtonProps } from "./compose-dialog";

afterEach(cleanup);

const anna = { id: 2, name: "Anna Anvil" };

type Answer = object | "redirect";

/** The button on /classes/42; /messages' action answers as the real one (decision 535). */
function show(props: Partial<MessageButtonProps>, answer: Answer = "redirect", at = "/classes/42") {
  const posted: Record<string, string>[] = [];
  const Stub = createRoutesStub([
    { path: "/classes/42", Component: () => <MessageButton to={anna} viewerId={1} {...props} /> },
    {
      path: "/messages",
      Component: () => <p>messages page</p>,
      action: async ({ request }) => {
        posted.push(Object.fromEntries((await request.formData()).entries()) as Record<string, string>);
        if (answer === "redirect") throw redirect("/messages/55");
        return answer;
      },
    },
    { path: "/messages/:id", Component: () => <p>thread page</p> },
  ]);
  render(<Stub initialEntries={[at]} />);
  return { posted };
}

describe("MessageButton", () => {
  it("posts the first message about the class to /messages and follows it to the thread", async () => {
    const { posted } = show({ classItem: { id: 42, title: "Intro to knife making" }, label: "Message the instructor" });
    fireEvent.click(await screen.findByRole("button", { name: "Message the instructor" }));
    expect(screen.getByRole("dialog", { name: "Message Anna Anvil" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "Do I need gloves?" } });
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    await screen.findByText("thread page");
    expect(posted).toEqual([
      expect.objectContaining({ _intent: "start", user_id: "2", class_id: "42", body: "Do I need gloves?" }),
    ]);
  });

  it("shows the action's field error in the dialog and keeps the text", async () => {
    show(
      {},
      {
        intent: "start",
        result: { status: "error", initialValue: { body: " " }, error: { body: ["Write a message first."] } },
      },
    );
    fireEvent.click(await screen.findByRole("button", { name: /^Message\s*Anna Anvil$/ }));
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: " " } });
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Write a message first.")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Message Anna Anvil" })).toBeTruthy();
  });

  it("without JavaScript the opener asks for the page with ?message=, which shows the form in place", async () => {
    show(
      { classItem: { id: 42, title: "Intro" }, label: "Message the instructor" },
      "redirect",
      "/classes/42?message=2-42",
    );
    const section = await screen.findByRole("region", { name: "Message Anna Anvil" });
    expect(section.id).toBe("message-2-42");
    expect(section.querySelector("form")?.getAttribute("action")).toBe("/messages");
    expect(screen.queryByRole("button", { name: "Message the instructor" })).toBeNull();
  });

  it("the opener is a GET form naming the person and the class", async () => {
    show({ classItem: { id: 42, title: "Intro" }, label: "Message the instructor" });
    const button = await screen.findByRole("button", { name: "Message the instructor" });
    const form = button.closest("form") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("#message-2-42");
    expect((form.querySelector("input[name=message]") as HTMLInputElement).value).toBe("2-42");
  });

  it("shows an unverified user the verify-email notice instead of the form (decision 506)", async () => {
    show({ viewerVerified: false, label: "Message the instructor" });
    fireEvent.click(await screen.findByRole("button", { name: "Message the instructor" }));
    const dialog = screen.getByRole("dialog", { name: "Message Anna Anvil" });
    expect(dialog.textContent).toContain("Verify your email address to message Anna Anvil.");
    expect(screen.getByRole("link", { name: "Verify your email" }).getAttribute("href")).toBe(
      "/email-verification-required?redirect=%2Fclasses%2F42",
    );
    expect(screen.queryByLabelText("Your message")).toBeNull();
  });

  it("shows the notice when the server refuses for an unverified email", async () => {
    show({}, { intent: "start", result: { status: "error", error: { "": null } }, unverified: true });
    fireEvent.click(await screen.findByRole("button", { name: /^Message\s*Anna Anvil$/ }));
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "Hello" } });
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    const alert = await screen.findByTestId("verify-email-notice");
    expect(alert.getAttribute("role")).toBe("alert");
    expect(screen.queryByLabelText("Your message")).toBeNull();
  });

  it("is a sign-in link for visitors and hidden on the person's own pages", async () => {
    show({ viewerId: null });
    expect((await screen.findByRole("link", { name: "Sign in to message Anna Anvil" })).getAttribute("href")).toBe(
      "/login?redirect=%2Fclasses%2F42",
    );
    cleanup();
    show({ viewerId: 2 });
    await screen.findByText((_, el) => el?.tagName === "BODY");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
