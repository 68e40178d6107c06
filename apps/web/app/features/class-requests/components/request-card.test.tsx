// @vitest-environment jsdom
import type { ClassRequest } from "@guildforge/contracts";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiErrorFromResponse } from "../../../lib/api/api-error";
import { RequestCard, type Viewer } from "./request-card";

// What the next vote call does (the test reads its outcome on the page).
let voteNext: () => Promise<unknown> = async () => ({ id: 7, votes_count: 4, has_voted: true });
vi.mock("../api/vote", async (original) => {
  const actual = await original<typeof import("../api/vote")>();
  return {
    ...actual,
    useVoteToggle: (id: number, initial: { votes: number; voted: boolean }) =>
      actual.useVoteToggle(id, initial, async () => (await voteNext()) as never),
  };
});

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
  render(
    <MemoryRouter>
      <RequestCard
        request={request(over)}
        viewer={{ signedIn: true, verified: true, canFulfil: false, ...viewer }}
        returnTo="/class-requests"
        onChanged={() => {}}
      />
    </MemoryRouter>,
  );
}

describe("RequestCard's vote (decision 506: voting needs a verified email)", () => {
  it("leads an unverified viewer to verify instead of a vote button that would fail", () => {
    show({ verified: false });
    expect(screen.queryByRole("button", { name: /Vote for/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Verify your email to vote" }).getAttribute("href")).toBe(
      "/email-verification-required?redirect=%2Fclass-requests",
    );
    cleanup();
    // a vote given before the gate can be taken back
    show({ verified: false }, { has_voted: true, votes_count: 4 });
    expect(screen.getByRole("button", { name: /^Remove your vote for Damascus/ })).toBeTruthy();
    cleanup();
    // a verified viewer votes
    show({});
    expect(screen.getByRole("button", { name: /^Vote for Damascus/ })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Verify your email to vote" })).toBeNull();
  });

  it("shows the verify-email notice when the server refuses the vote for that reason", async () => {
    voteNext = async () => {
      throw apiErrorFromResponse(403, {
        error: { message: "Verify your email address to continue.", code: "FORBIDDEN", status: 403 },
      });
    };
    show({});
    const button = screen.getByRole("button", { name: /^Vote for Damascus/ });
    fireEvent.click(button);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Verify your email address to vote.");
    expect(screen.getByRole("button", { name: /^Vote for Damascus.*\(3 votes\)/ })).toBeTruthy();
  });
});
