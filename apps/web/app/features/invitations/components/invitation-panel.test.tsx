// @vitest-environment jsdom
import type { CurrentUser, Invitation } from "@guildforge/contracts";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiErrorFromResponse } from "../../../lib/api/api-error";
import { InvitationPanel } from "./invitation-panel";

// What the next acceptInvitation call does (a plain function: the test reads its outcome on the page).
let acceptNext: () => Promise<Invitation> = async () => invitation;
vi.mock("../api/accept-invitation", () => ({ acceptInvitation: () => acceptNext() }));

beforeEach(() => {
  acceptNext = async () => invitation;
});
afterEach(cleanup);

const invitation: Invitation = {
  id: 1,
  email: "smith@example.test",
  status: "pending",
  inviter: { id: 2, name: "Hilde Host", slug: "hilde-host" },
  venue_id: 5,
  expires_at: "2030-01-01T00:00:00.000Z",
  accepted_at: null,
  created_at: "2029-12-01T00:00:00.000Z",
};
const user = (verified: boolean): CurrentUser => ({
  id: 9,
  name: "Sam Smith",
  email: "smith@example.test",
  email_verified_at: verified ? "2029-12-02T00:00:00.000Z" : null,
  roles: ["student"],
  primary_role: "student",
});

const show = (u: CurrentUser | null, onAccepted = vi.fn()) =>
  render(
    <MemoryRouter>
      <InvitationPanel token="tok en" invitation={invitation} user={u} onAccepted={onAccepted} />
    </MemoryRouter>,
  );
/** acceptInvitation failing as the API client does on a 403 in the SPEC's shape. */
const refusal = (message: string) => async (): Promise<never> => {
  throw apiErrorFromResponse(403, { error: { message, code: "FORBIDDEN", status: 403 } });
};
const verifyLink = () => screen.getByRole("link", { name: "Verify your email" });

describe("InvitationPanel and the verified email", () => {
  it("an unverified account is asked to verify, with a way back to the invitation, and no accept button", () => {
    show(user(false));
    expect(screen.getByText("Verify your email address to accept this invitation.")).toBeTruthy();
    expect(verifyLink().getAttribute("href")).toBe(
      `/email-verification-required?${new URLSearchParams({ redirect: "/instructor-invitation/tok%20en" })}`,
    );
    expect(screen.queryByRole("button", { name: /accept/i })).toBeNull();
  });

  it("signed out still gets the sign-in and register links", () => {
    show(null);
    expect(screen.getByRole("link", { name: "Sign in" })).toBeTruthy();
    expect(screen.queryByTestId("verify-email-notice")).toBeNull();
  });

  it("when the server still refuses for verification, the notice appears as an alert by the button", async () => {
    acceptNext = refusal("Verify your email address to continue.");
    const onAccepted = vi.fn();
    show(user(true), onAccepted);
    fireEvent.click(screen.getByRole("button", { name: "Accept and become an instructor" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Verify your email address to accept this invitation.");
    expect(verifyLink()).toBeTruthy();
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it("another refusal keeps showing the server's message, without the verification notice", async () => {
    acceptNext = refusal("You do not have permission to do that.");
    show(user(true));
    fireEvent.click(screen.getByRole("button", { name: "Accept and become an instructor" }));
    expect((await screen.findByRole("alert")).textContent).toBe("You do not have permission to do that.");
    expect(screen.queryByTestId("verify-email-notice")).toBeNull();
  });
});
