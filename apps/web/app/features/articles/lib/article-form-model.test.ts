import type { AdminArticle } from "@guildforge/contracts";
import { describe, expect, it } from "vitest";
import { articleFormSchema, bodyFromForm, formFieldFor, formValuesOf } from "./article-form-model";

const posted = {
  title: "Quenching in warm oil",
  summary: "Why smiths warm their quench oil before hardening a blade.",
  markdown: "## Why warm oil\n\nCold oil is thick and slow. Warm oil flows and cools the blade evenly.",
  tags: "Heat-treatment, knives, , knives",
  theme: "knife-making",
  status: "draft",
  publish_at: "2027-03-06T09:00",
  time_zone: "America/Los_Angeles",
};

const issuesOf = (input: Record<string, unknown>) => {
  const r = articleFormSchema.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the article form against the shared contract", () => {
  it("turns the posted fields into the API body: tags split, theme kept, no schedule unless scheduled", () => {
    const r = articleFormSchema.safeParse(posted);
    expect(r.success).toBe(true);
    if (!r.success) return;
    expect(r.data.tags).toEqual(["heat-treatment", "knives"]);
    expect(r.data.theme).toBe("knife-making");
    expect(r.data.publish_at).toBeNull();
  });

  it("reads a scheduled article's time in the zone sent with it", () => {
    const body = bodyFromForm({ ...posted, status: "scheduled" });
    expect(body.publish_at).toBe("2027-03-06T17:00:00.000Z");
    const r = articleFormSchema.safeParse({ ...posted, status: "scheduled" });
    expect(r.success && r.data.publish_at?.toISOString()).toBe("2027-03-06T17:00:00.000Z");
  });

  it("puts each message on the field it is about, a tag's on the tags line, in plain words", () => {
    const errors = issuesOf({ ...posted, title: "Hi", summary: undefined, tags: "ok, Not A Tag!", theme: "" });
    expect(errors.title).toBe("Give the article a title of at least 5 characters.");
    expect(errors.summary).toMatch(/summary/i);
    expect(errors.tags).toBe("Write tags as lowercase words joined by hyphens, such as carbon-steel.");
    expect(errors.theme).toBeUndefined();
  });

  it("asks for the time of a scheduled article without one", () => {
    expect(issuesOf({ ...posted, status: "scheduled", publish_at: undefined }).publish_at).toBe(
      "Choose the date and time to publish.",
    );
  });

  it("says a bad status in plain words, not the enum", () => {
    expect(issuesOf({ ...posted, status: "archived" }).status).toBe("Choose draft, scheduled or published.");
  });

  it("maps a 422's body paths onto the form's fields", () => {
    expect(formFieldFor("tags.2")).toBe("tags");
    expect(formFieldFor("tags[0]")).toBe("tags");
    expect(formFieldFor("publish_at")).toBe("publish_at");
    expect(formFieldFor("")).toBe("");
  });

  it("shows a saved article's schedule in the given zone", () => {
    const article = {
      title: "T",
      summary: "S",
      markdown: "M",
      tags: ["a", "b"],
      theme: null,
      status: "scheduled",
      publish_at: "2027-03-06T17:00:00.000Z",
    } as unknown as AdminArticle;
    expect(formValuesOf(article, "America/Los_Angeles")).toMatchObject({
      tags: "a, b",
      theme: "",
      publish_at: "2027-03-06T09:00",
      time_zone: "America/Los_Angeles",
    });
    expect(formValuesOf(undefined).status).toBe("draft");
  });
});
