import { describe, expect, it } from "vitest";
import {
  classFormSchema,
  emptyClassForm,
  formFieldFor,
  formFieldForValues,
  validateClassForm,
} from "./class-form-model";

const valid = {
  ...emptyClassForm,
  title: "Forge your first knife",
  theme: "knife-making",
  skill_level: "beginner",
  venue_id: "3",
  sessions: [{ start: "2027-03-06T09:00", end: "2027-03-06T16:00" }],
  price: "185.50",
  included: ["Steel"],
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
        bring: [" ", "x".repeat(301)],
      },
      "UTC",
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.title).toMatch(/at least 5 characters/);
    expect(r.errors.price).toMatch(/cannot be negative/);
    expect(r.errors["sessions.0.end"]).toMatch(/end after it starts/);
    // The blank row is dropped, not refused; the too-long one keeps its own row.
    expect(r.errors["bring.0"]).toBeUndefined();
    expect(r.errors["bring.1"]).toBe("What to bring can be at most 300 characters.");
  });

  it("maps server error paths to form fields", () => {
    expect(formFieldFor("price_cents")).toBe("price");
    expect(formFieldFor("sessions.1.starts_at")).toBe("sessions.1.start");
    expect(formFieldFor("sessions[0].ends_at")).toBe("sessions.0.end");
    expect(formFieldFor("venue_id")).toBe("venue_id");
    expect(formFieldFor("included.2")).toBe("included.2");
    // A message about the first filled row goes to the row the person typed it in.
    expect(formFieldForValues("bring.0", { ...valid, bring: ["", "Boots"] })).toBe("bring.1");
  });

  it("reads a posted form (as Conform parses it) into the API body, or issues on the form's fields", () => {
    const schema = classFormSchema((id) => (id === "3" ? "America/Los_Angeles" : null));
    const ok = schema.safeParse({
      title: "Forge your first knife",
      theme: "knife-making",
      skill_level: "beginner",
      venue_id: "3",
      sessions: [{ start: "2027-03-06T09:00", end: "2027-03-06T16:00" }],
      capacity: "8",
      price: "90",
      currency: "USD",
      min_age: "16",
      included: [undefined, "Steel"],
      auto_accept: "on",
    });
    expect(ok.success).toBe(true);
    expect(ok.data?.included).toEqual(["Steel"]);
    expect(ok.data?.auto_accept).toBe(true);
    expect(ok.data?.sessions[0]?.starts_at).toBe("2027-03-06T17:00:00.000Z");
    const refused = schema.safeParse({
      title: "Hi",
      sessions: [{ start: "2027-03-06T16:00", end: "2027-03-06T09:00" }],
    });
    expect(refused.success).toBe(false);
    const paths = refused.error?.issues.map((i) => i.path.join("."));
    expect(paths).toContain("title");
    expect(paths).toContain("sessions.0.end");
  });
});
