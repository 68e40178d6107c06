// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiErrorFromResponse } from "../../../lib/api/api-error";
import { ApplicationForm } from "./application-form";

// What the next applyForRole call does (a plain function: the test reads its outcome on the page).
let applyNext: () => Promise<unknown> = async () => ({});
vi.mock("../api/apply", () => ({ applyForRole: () => applyNext() }));

afterEach(cleanup);

const refusal = (message: string) => async (): Promise<never> => {
  throw apiErrorFromResponse(403, { error: { message, code: "FORBIDDEN", status: 403 } });
};

async function submitValidApplication() {
  render(
    <MemoryRouter>
      <ApplicationForm onApplied={() => {}} />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByLabelText("Knife making"));
  fireEvent.change(screen.getByLabelText("Your experience"), {
    target: { value: "Ten years forging kitchen knives and tongs in my garage forge." },
  });
  fireEvent.click(screen.getByRole("button", { name: "Send application" }));
  return screen.findByRole("alert");
}

describe("ApplicationForm after a refusal", () => {
  it("a verification 403 shows the verify-email notice with its link back to the page", async () => {
    applyNext = refusal("Verify your email address to continue.");
    const alert = await submitValidApplication();
    expect(alert.textContent).toContain("Verify your email address to apply to teach.");
    expect(screen.getByRole("link", { name: "Verify your email" }).getAttribute("href")).toBe(
      "/email-verification-required?redirect=%2Fbecome-instructor",
    );
  });

  it("another 403 keeps the form's general message and no notice", async () => {
    applyNext = refusal("You do not have permission to do that.");
    const alert = await submitValidApplication();
    expect(alert.textContent).toBe("We could not send your application. Please try again.");
    expect(screen.queryByTestId("verify-email-notice")).toBeNull();
  });
});
