import { describe, expect, it } from "vitest";
import { emptyClassForm, formFieldFor, validateClassForm } from "./class-form-model";

const valid = {
  ...emptyClassForm,
  title: "Forge your first knife",
  theme: "knife-making" as const,
  skill_level: "beginner" as const,
  venue_id: "3",
  sessions: [{ start: "2027-03-06T09:00", end: "2027-03-06T16:00" }],
  price: "185.50",
  included: [{ value: "Steel" }],
};

describe("the class form against the shared contract", () => {
  it("produces the API body in minor units with sessions read in the venue's zone", () => {
    const r = validateClassForm(valid, "America/Los_Angeles");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.body.price_cents).toBe(18550);
    expect(r.body.venue_id).toBe(3);
    expect(r.body.sessions).toEqual([{ starts_at: "2027-03-06T17:00:00.000Z", ends_at: "2027-03-07T00:00:00.000Z" }]);
    expect(r.body.included).toEqual(["Steel"]);
  });

  it("reports the contract's messages on the form's fields", () => {
    const r = validateClassForm(
      {
        ...valid,
        title: "Hi",
        price: "-1",
        sessions: [{ start: "2027-03-06T16:00", end: "2027-03-06T09:00" }],
        bring: [{ value: " " }, { value: "x".repeat(301) }],
      },
      "UTC",
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.title).toMatch(/at least 5 characters/);
    expect(r.errors.price).toMatch(/cannot be negative/);
    expect(r.errors["sessions.0.end"]).toMatch(/end after it starts/);
    // The blank row is dropped, not refused; the too-long one keeps its own row.
    expect(r.errors["bring.0.value"]).toBeUndefined();
    expect(r.errors["bring.1.value"]).toBe("What to bring can be at most 300 characters.");
  });

  it("maps server error paths to form fields", () => {
    expect(formFieldFor("price_cents")).toBe("price");
    expect(formFieldFor("sessions.1.starts_at")).toBe("sessions.1.start");
    expect(formFieldFor("sessions[0].ends_at")).toBe("sessions.0.end");
    expect(formFieldFor("venue_id")).toBe("venue_id");
    expect(formFieldFor("included.2")).toBe("included.2.value");
  });
});
