// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiErrorFromResponse } from "../../../lib/api/api-error";
import { conversation, message } from "../testing/fixtures";
import { MessageButton, type MessageButtonProps } from "./compose-dialog";

afterEach(cleanup);

const anna = { id: 2, name: "Anna Anvil" };

function show(props: Partial<MessageButtonProps>) {
  const start = vi.fn(async () => ({ conversation: conversation({ id: 55 }), message: message() }));
  const router = createMemoryRouter(
    [
      {
        path: "/classes/42",
        element: <MessageButton to={anna} viewerId={1} start={start} newKey={() => "k1"} {...props} />,
      },
      { path: "/messages/:id", element: <p>thread page</p> },
    ],
    { initialEntries: ["/classes/42"] },
  );
  render(<RouterProvider router={router} />);
  return { start, router };
}

describe("MessageButton", () => {
  it("sends the first message about the class and opens the conversation", async () => {
    const { start, router } = show({
      classItem: { id: 42, title: "Intro to knife making" },
      label: "Message the instructor",
    });
    fireEvent.click(screen.getByRole("button", { name: "Message the instructor" }));
    expect(screen.getByRole("dialog", { name: "Message Anna Anvil" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "  Do I need gloves?  " } });
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    await screen.findByText("thread page");
    expect(start).toHaveBeenCalledWith({ user_id: 2, class_id: 42, body: "Do I need gloves?" }, "k1");
    expect(router.state.location.pathname).toBe("/messages/55");
  });

  it("asks for a message instead of sending an empty one", () => {
    const { start } = show({});
    fireEvent.click(screen.getByRole("button", { name: /^Message\s*Anna Anvil$/ }));
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByRole("alert").textContent).toBe("Write a message first.");
    expect(start).not.toHaveBeenCalled();
  });

  it("shows an unverified user the verify-email notice instead of the form (decision 506)", () => {
    const { start } = show({ viewerVerified: false, label: "Message the instructor" });
    fireEvent.click(screen.getByRole("button", { name: "Message the instructor" }));
    const dialog = screen.getByRole("dialog", { name: "Message Anna Anvil" });
    expect(dialog.textContent).toContain("Verify your email address to message Anna Anvil.");
    expect(screen.getByRole("link", { name: "Verify your email" }).getAttribute("href")).toBe(
      "/email-verification-required?redirect=%2Fclasses%2F42",
    );
    expect(screen.queryByLabelText("Your message")).toBeNull();
    expect(start).not.toHaveBeenCalled();
  });

  it("shows the notice when the server refuses for an unverified email", async () => {
    const { start } = show({});
    start.mockImplementationOnce(async () => {
      throw apiErrorFromResponse(403, {
        error: { message: "Verify your email address to continue.", code: "FORBIDDEN", status: 403 },
      });
    });
    fireEvent.click(screen.getByRole("button", { name: /^Message\s*Anna Anvil$/ }));
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "Hello" } });
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    const alert = await screen.findByTestId("verify-email-notice");
    expect(alert.getAttribute("role")).toBe("alert");
    expect(screen.queryByLabelText("Your message")).toBeNull();
  });

  it("is a sign-in link for visitors and hidden on the person's own pages", () => {
    show({ viewerId: null });
    expect(screen.getByRole("link", { name: "Sign in to message Anna Anvil" }).getAttribute("href")).toBe(
      "/login?redirect=%2Fclasses%2F42",
    );
    cleanup();
    show({ viewerId: 2 });
    expect(screen.queryByRole("button")).toBeNull();
  });
});
