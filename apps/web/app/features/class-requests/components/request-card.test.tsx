// @vitest-environment jsdom
import type { ClassRequest } from "@guildforge/contracts";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RequestCard, type Viewer } from "./request-card";

afterEach(cleanup);

const request = (over: Partial<ClassRequest> = {}) =>
  ({
    id: 7,
    title: "Damascus for beginners",
    theme: "knife-making",
    skill_level: "beginner",
    description: "Folding and etching a small billet.",
    preferred_location: "Portland, Oregon",
    preferred_timeframe: "Spring weekends",
    status: "approved",
    requester: { id: 3, name: "Rhea" },
    votes_count: 3,
    has_voted: false,
    merged_into: null,
    fulfilled_class_id: null,
    fulfilled_class_url: null,
    ...over,
  }) as unknown as ClassRequest;

function show(viewer: Partial<Viewer>, over: Partial<ClassRequest> = {}) {
  const Stub = createRoutesStub([
    {
      path: "/class-requests",
      Component: () => (
        <RequestCard
          request={request(over)}
          viewer={{ signedIn: true, verified: true, canFulfil: false, ...viewer }}
          returnTo="/class-requests"
          onChanged={() => {}}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={["/class-requests"]} />);
}

describe("RequestCard's vote (decision 506: voting needs a verified email)", () => {
  it("leads an unverified viewer to verify instead of a vote button that would fail", async () => {
    show({ verified: false });
    await screen.findByRole("link", { name: "Verify your email to vote" });
    expect(screen.queryByRole("button", { name: /Vote for/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Verify your email to vote" }).getAttribute("href")).toBe(
      "/email-verification-required?redirect=%2Fclass-requests",
    );
    cleanup();
    // a vote given before the gate can be taken back
    show({ verified: false }, { has_voted: true, votes_count: 4 });
    expect(await screen.findByRole("button", { name: /^Remove your vote for Damascus/ })).toBeTruthy();
    cleanup();
    // a verified viewer votes
    show({});
    expect(await screen.findByRole("button", { name: /^Vote for Damascus/ })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Verify your email to vote" })).toBeNull();
  });

  it("shows the verify-email notice when the server refuses the vote for that reason", async () => {
    // The list page's action answers as voteAction does when the API asks for a verified email.
    const action = vi.fn(async () => ({ vote: null, id: 7, refusal: "Verify your email address to continue." }));
    const Stub = createRoutesStub([
      {
        path: "/class-requests",
        action,
        Component: () => (
          <RequestCard
            request={request()}
            viewer={{ signedIn: true, verified: true, canFulfil: false }}
            returnTo="/class-requests"
            onChanged={() => {}}
          />
        ),
      },
    ]);
    render(<Stub initialEntries={["/class-requests"]} />);
    fireEvent.click(await screen.findByRole("button", { name: /^Vote for Damascus/ }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Verify your email address to vote.");
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: /^Vote for Damascus.*\(3 votes\)/ })).toBeTruthy();
  });
});
