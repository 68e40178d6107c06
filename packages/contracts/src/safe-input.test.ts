import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createClassRequestSchema, mergeClassRequestSchema } from "./class-requests.ts";
import { classesQuerySchema, createClassSchema, parseClassRef } from "./classes.ts";
import { createInvitationSchema } from "./invitations.ts";
import { vitalsBeaconSchema } from "./performance.ts";
import { createRoleApplicationSchema } from "./role-applications.ts";
import {
  controlCharactersMessage,
  cursorSchema,
  hasUnsafeCharacters,
  idParamSchema,
  idSchema,
  maxInt4,
  safeString,
  safeText,
} from "./safe-input.ts";
import { createVenueSchema, venueIdParamsSchema } from "./venues.ts";

const venueInput = { name: "The Anvil", address: "12 Forge Lane, Portland", location_path: "us/oregon/portland" };

const messages = (r: { success: boolean; error?: z.ZodError }) => r.error?.issues.map((i) => i.message) ?? [];

describe("safe strings", () => {
  it.each([
    ["NUL", "a\u0000b"],
    ["bell", "a\u0007"],
    ["escape", "\u001b[31m"],
    ["DEL", "a\u007f"],
    ["C1 (next line)", "a\u0085b"],
    ["C1 (CSI)", "\u009b"],
    ["a lone high surrogate", "a\ud800b"],
    ["a lone low surrogate", "\udc00"],
    ["a reversed pair", "\udc00\ud800"],
  ])("refuse %s in one-line and multi-line text", (_, s) => {
    expect(hasUnsafeCharacters(s)).toBe(true);
    expect(messages(safeString().safeParse(s))).toEqual([controlCharactersMessage]);
    expect(messages(safeText().safeParse(s))).toEqual([controlCharactersMessage]);
  });

  it("let line breaks and tabs into multi-line text only, and any printable text into both", () => {
    expect(safeText().safeParse("line one\r\nline two\tend").success).toBe(true);
    expect(messages(safeString().safeParse("line one\nline two"))).toEqual([controlCharactersMessage]);
    for (const s of ["Åsa Ørn", "鍛冶屋 🔨", "naïve café", "", "Zero\u200bwidth"]) {
      expect(safeString().safeParse(s).success, s).toBe(true);
    }
  });

  it("are what the request schemas use: a NUL in a body, query or param field is refused with the message", () => {
    const body = createClassSchema.safeParse({
      title: "Forge\u0000 welding",
      theme: "knife-making",
      skill_level: "beginner",
    });
    expect(body.error?.issues).toEqual([
      expect.objectContaining({ path: ["title"], message: controlCharactersMessage }),
    ]);
    const text = createClassRequestSchema.safeParse({
      title: "A class request",
      theme: "knife-making",
      description: "Twenty characters or more\u0000",
      preferred_location: "Leeds",
      preferred_timeframe: "Spring",
      skill_level: "beginner",
    });
    expect(text.error?.issues.map((i) => i.path)).toEqual([["description"]]);
    expect(messages(classesQuerySchema.safeParse({ q: "tongs\u0000" }))).toEqual([controlCharactersMessage]);
    expect(messages(classesQuerySchema.safeParse({ cursor: "abc\u0000" }))).toContain(controlCharactersMessage);
    const url = createRoleApplicationSchema.safeParse({
      role: "instructor",
      experience: "Twenty years at the anvil, mostly.",
      themes: ["knife-making"],
      portfolio_url: "https://example.com/a\u0000b",
    });
    expect(messages(url)).toContain(controlCharactersMessage);
    expect(messages(createInvitationSchema.safeParse({ email: "a\u0000@example.com" }))).toContain(
      controlCharactersMessage,
    );
  });
});

describe("ids and numbers", () => {
  it("take path and query ids as digits within PostgreSQL's integer", () => {
    const p = idParamSchema();
    expect(p.parse("1")).toBe(1);
    expect(p.parse(String(maxInt4))).toBe(maxInt4);
    for (const bad of [
      String(maxInt4 + 1),
      "99999999999999999999",
      "0",
      "-1",
      "1e3",
      "0x10",
      " 7",
      "7.0",
      "NaN",
      "",
      "\u0000",
    ]) {
      expect(p.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(venueIdParamsSchema.safeParse({ id: "99999999999999999999" }).error?.issues[0]?.message).toBe(
      "This isn't a valid id.",
    );
  });

  it("take body ids as whole numbers within PostgreSQL's integer", () => {
    expect(idSchema().parse(maxInt4)).toBe(maxInt4);
    for (const bad of [maxInt4 + 1, 0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, "7", null, [7], { id: 7 }]) {
      expect(idSchema().safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(mergeClassRequestSchema.safeParse({ into_id: 1e20 }).error?.issues[0]?.message).toBe(
      "Choose the request to merge into.",
    );
    expect(
      createClassSchema.safeParse({
        title: "Forge welding",
        theme: "knife-making",
        skill_level: "beginner",
        venue_id: 2 ** 31,
      }).success,
    ).toBe(false);
  });

  it("bound query numbers: a price past int4, 1e309 and NaN are refused", () => {
    for (const price_max of [String(maxInt4 + 1), "1e309", "NaN", "-1", "1.5"]) {
      expect(classesQuerySchema.safeParse({ price_max, currency: "USD" }).success, price_max).toBe(false);
    }
    expect(classesQuerySchema.parse({ price_max: "5000", currency: "USD" }).price_max).toBe(5000);
  });

  it("round coordinates to 7 decimals, so a subnormal PostgreSQL's float8 refuses becomes 0 (found by the fuzz suite)", () => {
    const q = classesQuerySchema.parse({ lat: "-9e-323", lng: "3.827261205324942e-190" });
    expect([q.lat, q.lng]).toEqual([0, 0]);
    expect(classesQuerySchema.parse({ lat: "51.50735091", lng: "-0.12775829" })).toMatchObject({
      lat: 51.5073509,
      lng: -0.1277583,
    });
    expect(classesQuerySchema.safeParse({ lat: "90.5" }).success).toBe(false);
    const venue = createVenueSchema.parse({ ...venueInput, lat: 5e-324, lng: -5e-324 });
    expect([venue.lat, venue.lng]).toEqual([0, 0]);
    expect(createVenueSchema.safeParse({ ...venueInput, lat: 91 }).success).toBe(false);
  });

  it("round Web Vitals values to 6 decimals, so a subnormal never reaches a float8 column", () => {
    const beacon = vitalsBeaconSchema.parse({
      route: "/classes/:id",
      metrics: [
        { name: "CLS", value: 5e-324 },
        { name: "CLS", value: 0.0123456789 },
        { name: "LCP", value: 1234.5 },
      ],
    });
    expect(beacon.metrics.map((m) => m.value)).toEqual([0, 0.012346, 1234.5]);
  });

  it("read class references, and none past int4 (the routes answer 404)", () => {
    expect(parseClassRef("42")).toBe(42);
    expect(parseClassRef("42-intro-to-knife-making")).toBe(42);
    expect(parseClassRef(String(maxInt4))).toBe(maxInt4);
    for (const bad of [String(maxInt4 + 1), "999999999999999", "99999999999999999999", "0", "us", "42x", "%00"]) {
      expect(parseClassRef(bad), bad).toBeNull();
    }
  });

  it("take cursors only in the API's base64url alphabet", () => {
    expect(cursorSchema.safeParse("eyJ2IjoxLCJvIjoyMH0").success).toBe(true);
    for (const bad of ["a b", "a/b", "a+b", "x".repeat(1001), "a\u0000"])
      expect(cursorSchema.safeParse(bad).success).toBe(false);
  });
});

describe("messages a person reads", () => {
  it("replace zod's developer text for wrong types, missing fields and unknown keys", () => {
    const schema = z.object({ name: safeString(), count: z.number(), tags: z.array(z.string()) }).strict();
    const r = schema.safeParse({ count: "3", tags: "x", extra: 1 });
    const all = messages(r);
    expect(all).toEqual(
      expect.arrayContaining([
        "Name is required.",
        "Count must be a number.",
        "Tags must be a list.",
        'Remove the unknown field "extra".',
      ]),
    );
    for (const m of all) expect(m).not.toMatch(/expected|received|Invalid input/i);
  });
});
