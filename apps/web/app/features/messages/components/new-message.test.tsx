// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, redirect } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NewMessage, type Person } from "./new-message";

afterEach(cleanup);

const people: Person[] = [
  { id: 1, name: "Viewer Self", place: null },
  { id: 2, name: "Anna Anvil", place: "Portland, OR" },
  { id: 3, name: "Bram Bellows", place: null },
];

function show() {
  const list = vi.fn(async () => people);
  const posted: Record<string, FormDataEntryValue>[] = [];
  const router = createMemoryRouter(
    [
      {
        path: "/messages",
        element: <NewMessage viewerId={1} viewerVerified list={list} />,
        // As /messages' action: the conversation starts and its thread opens (decision 535).
        action: async ({ request }) => {
          posted.push(Object.fromEntries((await request.formData()).entries()));
          return redirect("/messages/55");
        },
      },
      { path: "/messages/:id", element: <NewMessage viewerId={1} viewerVerified list={list} /> },
    ],
    { initialEntries: ["/messages"] },
  );
  render(<RouterProvider router={router} />);
  return { list, posted, router };
}

describe("NewMessage", () => {
  it("lists the instructors one may write to, by name, never the viewer", async () => {
    const { list } = show();
    expect(list).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "New message" }));
    const found = await screen.findByRole("list", { name: "Instructors" });
    expect(
      within(found)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining("Anna Anvil"), expect.stringContaining("Bram Bellows")]);
    fireEvent.change(screen.getByLabelText("Find an instructor by name"), { target: { value: "bram" } });
    expect(within(screen.getByRole("list", { name: "Instructors" })).getAllByRole("listitem")).toHaveLength(1);
    fireEvent.change(screen.getByLabelText("Find an instructor by name"), { target: { value: "zed" } });
    expect(screen.getByText("No instructor by that name.")).toBeTruthy();
  });

  it("starts the conversation with the chosen one, opens it and closes the picker", async () => {
    const { posted, router } = show();
    fireEvent.click(screen.getByRole("button", { name: "New message" }));
    const row = (await screen.findByText("Anna Anvil", { selector: "p" })).closest("li") as HTMLElement;
    fireEvent.click(within(row).getByRole("button", { hidden: true }));
    fireEvent.change(await screen.findByLabelText(/Your message/), { target: { value: "Hello Anna" } });
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/messages/55"));
    expect(posted).toEqual([expect.objectContaining({ _intent: "start", user_id: "2", body: "Hello Anna" })]);
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says so when the list does not load", async () => {
    const router = createMemoryRouter(
      [
        {
          path: "/messages",
          element: <NewMessage viewerId={1} viewerVerified list={() => Promise.reject(new Error("down"))} />,
        },
      ],
      { initialEntries: ["/messages"] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole("button", { name: "New message" }));
    expect(await screen.findByText("The list of instructors did not load. Please try again.")).toBeTruthy();
  });
});
