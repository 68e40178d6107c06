// @vitest-environment jsdom
import type { CurrentUser, Invitation } from "@guildforge/contracts";
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { InvitationPanel } from "./invitation-panel";

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
  language: null,
});

const show = (u: CurrentUser | null, problem: string | null = null) => {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <InvitationPanel token="tok en" invitation={invitation} user={u} problem={problem} />,
    },
  ]);
  return render(<Stub />);
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

  it("a verified invitee gets a form that posts to the page's action, with its CSRF field", () => {
    const { container } = show(user(true));
    const form = container.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.querySelector('input[name="_csrf"]')).toBeTruthy();
    expect(screen.getByRole("button", { name: "Accept and become an instructor" }).getAttribute("type")).toBe("submit");
  });

  it("the action's refusal is said by the button", () => {
    show(user(true), "You do not have permission to do that.");
    expect(screen.getByRole("alert").textContent).toBe("You do not have permission to do that.");
  });
});
