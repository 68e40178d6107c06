import { describe, expect, it } from "vitest";
import { createRoleApplicationSchema, roleApplicationBody, roleApplicationFormSchema } from "./role-applications.ts";

const base = {
  experience: "Ten years forging kitchen knives and tongs in my garage forge.",
  themes: ["knife-making"],
};

describe("the /become-instructor form", () => {
  it("ignores an instructor's empty forge fields and sends no forge", () => {
    const parsed = roleApplicationFormSchema.parse({ ...base, role: "instructor", venue: {} });
    const body = roleApplicationBody(parsed);
    expect(body.venue).toBeUndefined();
    expect(createRoleApplicationSchema.safeParse(body).success).toBe(true);
  });

  it("checks a host's forge fields as the API does, on the fields themselves", () => {
    const parsed = roleApplicationFormSchema.safeParse({ ...base, role: "host", venue: { name: "F" } });
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["venue.name", "venue.address", "venue.city"]));
  });

  it("turns a host's equipment lines into the API's list", () => {
    const parsed = roleApplicationFormSchema.parse({
      ...base,
      role: "host",
      venue: {
        name: "Riverside Forge",
        address: "12 Mill Lane",
        city: "Asheville",
        equipment: "coal forge\n150 lb anvil, power hammer\n",
      },
    });
    const body = roleApplicationBody(parsed);
    expect(body.venue?.equipment).toEqual(["coal forge", "150 lb anvil", "power hammer"]);
    expect(createRoleApplicationSchema.safeParse(body).success).toBe(true);
  });
});
