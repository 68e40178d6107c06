// @vitest-environment jsdom
import type { CurrentUser } from "@guildforge/contracts";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "../stores/auth-store";
import { LOGOUT_MARKER_KEY } from "../stores/logout-marker";
import { useAuthCheckOnLoad, useSessionUser } from "./use-session-user";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
  useAuthStore.getState().setUser(null);
});

const student = { id: 7, name: "Sam Student", email: "sam@example.test" } as unknown as CurrentUser;

function Page() {
  useAuthCheckOnLoad();
  return <p>{useSessionUser()?.name ?? "visitor"}</p>;
}

/** The root route as the server rendered it: `user` is what its loader found for this request. */
function renderWithServerUser(user: CurrentUser | null) {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: Page, loader: () => ({ user }) }]);
  render(<Stub hydrationData={{ loaderData: { root: { user } } }} />);
}

describe("useAuthCheckOnLoad (docs/product.md#states, decision 344)", () => {
  it("a visitor's page asks nothing more of /api/user: the server checked this request", async () => {
    const checkAuth = vi.spyOn(useAuthStore.getState(), "checkAuth");
    renderWithServerUser(null);
    expect(await screen.findByText("visitor")).toBeTruthy();
    await waitFor(() => expect(useAuthStore.getState().isLoggedIn).toBe(false));
    expect(checkAuth).not.toHaveBeenCalled();
  });

  it("a visitor's page spends the just-logged-out marker, so a later sign-in is not undone by it", async () => {
    sessionStorage.setItem(LOGOUT_MARKER_KEY, "1");
    renderWithServerUser(null);
    await screen.findByText("visitor");
    await waitFor(() => expect(sessionStorage.getItem(LOGOUT_MARKER_KEY)).toBeNull());
  });

  it("a signed-in page still fetches the current user", async () => {
    const store = useAuthStore.getState();
    const checkAuth = vi.spyOn(store, "checkAuth").mockImplementation(async () => {
      store.setUser(student);
      return student;
    });
    renderWithServerUser(student);
    expect(await screen.findByText("Sam Student")).toBeTruthy();
    await waitFor(() => expect(checkAuth).toHaveBeenCalledTimes(1));
  });
});
