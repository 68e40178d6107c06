// @vitest-environment jsdom
import type { InstructorSummary } from "@guildforge/contracts";
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { InstructorClasses } from "./instructor-classes";

afterEach(cleanup);

const base: InstructorSummary = {
  id: 3,
  name: "Anna Anvil",
  slug: "anna-anvil",
  bio: "",
  avatar_url: null,
  home_location: null,
  themes: [],
  url: "/users/anna-anvil",
  upcoming_classes_count: 0,
  next_classes: [],
};

const en = setupI18n({ locale: "en", messages: { en: {} } });

const show = (instructor: InstructorSummary) =>
  render(
    <I18nProvider i18n={en}>
      <MemoryRouter>
        <InstructorClasses instructor={instructor} />
      </MemoryRouter>
    </I18nProvider>,
  );

describe("InstructorClasses", () => {
  it("shows the count and the next classes as links with date, city and price", () => {
    show({
      ...base,
      upcoming_classes_count: 5,
      next_classes: [
        {
          id: 42,
          title: "Intro to knife making",
          url: "/classes/42-intro-to-knife-making",
          starts_at: "2026-03-14T17:00:00.000Z",
          time_zone: "America/Los_Angeles",
          city: "Portland",
          price_cents: 8500,
          currency: "USD",
          price: "$85",
          seats_left: 3,
        },
      ],
    });
    const region = screen.getByRole("region", { name: "5 upcoming classes" });
    const link = within(region).getByRole("link", { name: "Intro to knife making" });
    expect(link.getAttribute("href")).toBe("/classes/42-intro-to-knife-making");
    expect(region.textContent).toContain("Sat, Mar 14, 10:00 AM PDT · Portland");
    expect(region.textContent).toContain("$85");
  });

  it("says so when there is none and links to requesting a class", () => {
    show(base);
    expect(screen.getByText("No upcoming classes")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Request a class" }).getAttribute("href")).toBe("/request-class");
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("uses the singular for one class", () => {
    show({ ...base, upcoming_classes_count: 1 });
    expect(screen.getByRole("heading", { name: "1 upcoming class" })).toBeTruthy();
  });
});
