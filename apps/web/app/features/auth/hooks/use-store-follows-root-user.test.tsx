// @vitest-environment jsdom
import type { CurrentUser } from "@guildforge/contracts";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, useRevalidator } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useAuthStore } from "../stores/auth-store";
import { LOGOUT_MARKER_KEY } from "../stores/logout-marker";
import { useAuthCheckOnLoad, useSessionUser, useStoreFollowsRootUser } from "./use-session-user";

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  useAuthStore.getState().setUser(null);
});

const student = { id: 7, name: "Sam Student", email: "sam@example.test" } as unknown as CurrentUser;

let revalidate: () => Promise<void> = async () => {};

function Page() {
  useAuthCheckOnLoad();
  useStoreFollowsRootUser();
  revalidate = useRevalidator().revalidate;
  return <p>{useSessionUser()?.name ?? "visitor"}</p>;
}

describe("useStoreFollowsRootUser (a sign-in or sign-up through a route action, decision 535)", () => {
  it("the store takes the root loader's new user, and a sign-out's marker from this tab is spent", async () => {
    let serverUser: CurrentUser | null = null;
    const Stub = createRoutesStub([{ id: "root", path: "/", Component: Page, loader: () => ({ user: serverUser }) }]);
    render(<Stub hydrationData={{ loaderData: { root: { user: null } } }} />);
    await screen.findByText("visitor");
    // Signed out in this tab without a page load since: the marker is still there.
    sessionStorage.setItem(LOGOUT_MARKER_KEY, "1");

    // The sign-in form's action started a session; the root loader runs again and finds the user.
    serverUser = student;
    await act(() => revalidate());
    expect(await screen.findByText("Sam Student")).toBeTruthy();
    await waitFor(() => expect(useAuthStore.getState()).toMatchObject({ user: student, isLoggedIn: true }));
    expect(sessionStorage.getItem(LOGOUT_MARKER_KEY)).toBeNull();
  });
});
