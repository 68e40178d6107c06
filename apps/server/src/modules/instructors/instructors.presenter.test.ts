import { describe, expect, it } from "vitest";
import { presentInstructor } from "./instructors.presenter.ts";
import type { InstructorRow, NextClassRow } from "./instructors.repository.ts";

const instructor: InstructorRow = {
  id: 7,
  name: "Anna Anvil",
  slug: "anna-anvil",
  bio: "Bladesmith.",
  avatarPath: null,
  homeLocation: "Portland",
  themes: ["knife-making", "pottery"],
};

const nextClass = (over: Partial<NextClassRow>): NextClassRow => ({
  instructor_id: 7,
  id: 42,
  slug: "intro-to-knife-making",
  title: "Intro to knife making",
  starts_at: "2026-05-01 16:00:00+00",
  time_zone: "America/Los_Angeles",
  city: "Portland",
  price_cents: 8500,
  currency: "USD",
  capacity: 6,
  seats_taken: 2,
  upcoming_count: 5,
  ...over,
});

describe("presentInstructor", () => {
  it("shapes the next classes and takes the upcoming count from their rows", () => {
    const out = presentInstructor(instructor, [
      nextClass({}),
      nextClass({ id: 43, slug: "forge-a-hook", price_cents: 0, capacity: 4, seats_taken: 6, city: null }),
    ]);
    expect(out.upcoming_classes_count).toBe(5);
    expect(out.themes).toEqual(["knife-making"]);
    expect(out.next_classes).toEqual([
      {
        id: 42,
        title: "Intro to knife making",
        url: "/classes/42-intro-to-knife-making",
        starts_at: "2026-05-01T16:00:00.000Z",
        time_zone: "America/Los_Angeles",
        city: "Portland",
        price_cents: 8500,
        currency: "USD",
        price: "$85",
        seats_left: 4,
      },
      expect.objectContaining({ id: 43, url: "/classes/43-forge-a-hook", price: "Free", seats_left: 0, city: null }),
    ]);
  });

  it("gives an instructor without upcoming classes a zero count and an empty list", () => {
    expect(presentInstructor(instructor)).toMatchObject({ upcoming_classes_count: 0, next_classes: [] });
  });
});
