// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProfileBlockButton } from "./profile-block-button";

afterEach(cleanup);

const anna = { id: 2, name: "Anna Anvil" };

describe("ProfileBlockButton", () => {
  it("blocks after the confirmation, then offers Unblock", async () => {
    const setBlock = vi.fn(async () => undefined);
    render(<ProfileBlockButton person={anna} viewerId={1} blocked={false} setBlock={setBlock} />);
    fireEvent.click(screen.getByRole("button", { name: "Block" }));
    const dialog = screen.getByRole("dialog", { name: "Block Anna Anvil?" });
    expect(dialog.textContent).toContain("your conversations stay readable");
    expect(setBlock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Block Anna Anvil" }));
    await screen.findByRole("button", { name: "Unblock" });
    expect(setBlock).toHaveBeenCalledWith(2, true);
    expect(screen.getByRole("status").textContent).toBe("You blocked Anna Anvil.");
  });

  it("unblocks a person the viewer blocked", async () => {
    const setBlock = vi.fn(async () => undefined);
    render(<ProfileBlockButton person={anna} viewerId={1} blocked={true} setBlock={setBlock} />);
    fireEvent.click(screen.getByRole("button", { name: "Unblock" }));
    fireEvent.click(screen.getByRole("button", { name: "Unblock Anna Anvil" }));
    await screen.findByRole("button", { name: "Block" });
    expect(setBlock).toHaveBeenCalledWith(2, false);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the API's message and keeps the state when the request fails", async () => {
    const setBlock = vi.fn(async () => {
      throw new Error("network");
    });
    render(<ProfileBlockButton person={anna} viewerId={1} blocked={false} setBlock={setBlock} />);
    fireEvent.click(screen.getByRole("button", { name: "Block" }));
    fireEvent.click(screen.getByRole("button", { name: "Block Anna Anvil" }));
    expect(await screen.findByText("Anna Anvil was not blocked. Please try again.")).toBeTruthy();
  });

  it("is hidden from visitors and from the person themself", () => {
    const { container, rerender } = render(<ProfileBlockButton person={anna} viewerId={null} blocked={null} />);
    expect(container.textContent).toBe("");
    rerender(<ProfileBlockButton person={anna} viewerId={2} blocked={false} />);
    expect(container.textContent).toBe("");
  });
});
