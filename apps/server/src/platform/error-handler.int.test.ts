import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { errors } from "./errors.ts";
import { testApiRoutes } from "./kernel/testing.ts";

/** Routes that exist only inside this test file (registered before the app is ready). */
async function testRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    "/api/test/forge",
    {
      schema: {
        body: z.object({
          name: z.string().min(3, "The name must be at least 3 characters."),
          email: z.email("The email must be a valid email address."),
          capacity: z.number().int().min(1, "The capacity must be at least 1.").optional(),
          sessions: z.array(z.object({ starts_at: z.iso.datetime("The start must be a date and time.") })).optional(),
          // Fields named like the request's parts are still named by themselves, not "_".
          body: z.string("The body must be text.").optional(),
          params: z.string("The params must be text.").optional(),
        }),
      },
    },
    async (req) => ({ ok: true, name: req.body.name }),
  );
  api.get("/api/test/boom", async () => {
    throw new Error("secret internal detail: password=hunter2 at db.ts:42");
  });
  api.get("/api/test/database-down", async () => {
    // What Drizzle throws when PostgreSQL refuses the connection (the driver's error as `cause`).
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    throw new Error("Failed query: select 1", { cause: refused });
  });
  api.post(
    "/api/test/mapped",
    // No message of its own: the one zod message map words it (docs/topics/i18n.md).
    { schema: { body: z.object({ title: z.string().min(5), capacity: z.number().int().max(40) }) } },
    async () => ({ ok: true }),
  );
  api.get("/api/test/forbidden", async () => {
    throw errors.forbidden();
  });
  api.get("/api/test/conflict", async () => {
    throw errors.conflict("That slot is already taken.");
  });
}

describe("error handler", () => {
  let t: TestApp;
  /** Unsafe API requests carry the CSRF pair, as the browser's client does. */
  let csrf: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.register(testApiRoutes(testRoutes));
    const res = await t.app.inject({ url: "/api/csrf-cookie" });
    const cookies = res.cookies as Array<{ name: string; value: string }>;
    const xsrf = cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
    csrf = {
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; "),
      "x-xsrf-token": decodeURIComponent(xsrf),
    };
  });
  afterAll(() => t.close());

  it("renders unknown /api paths as a 404 in the error shape", async () => {
    const res = await t.app.inject({ url: "/api/no-such-thing?x=1" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      error: { message: "API route not found: GET /api/no-such-thing", code: "NOT_FOUND", status: 404 },
    });
  });

  it("renders unknown /api paths for other methods too", async () => {
    const res = await t.app.inject({ method: "DELETE", url: "/api/nope", headers: csrf });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("NOT_FOUND");
  });

  describe("in the page's language (issue 39)", () => {
    const mapped = (headers: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/api/test/mapped",
        headers: { ...csrf, ...headers },
        payload: { title: "ab", capacity: 99 },
      });

    it("words a 422's field messages in the page's German", async () => {
      const res = await mapped({ "x-page-language": "de" });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: "Bitte korrigiere 2 Angaben",
        errors: {
          title: ["„Titel“ braucht mindestens 5 Zeichen."],
          capacity: ["„Anzahl der Plätze“ darf höchstens 40 sein."],
        },
      });
      const one = await t.app.inject({
        method: "POST",
        url: "/api/test/mapped",
        headers: { ...csrf, "x-page-language": "de" },
        payload: { title: "Forge a knife" },
      });
      expect(one.json()).toEqual({
        message: "„Anzahl der Plätze“ muss ausgefüllt sein.",
        errors: { capacity: ["„Anzahl der Plätze“ muss ausgefüllt sein."] },
      });
    });

    it("keeps the raw JSON English when no language is asked for, and English when English is", async () => {
      const english = {
        message: "Please fix 2 validation errors",
        errors: { title: ["Title needs at least 5 characters."], capacity: ["Number of seats must be 40 or less."] },
      };
      expect((await mapped({})).json()).toEqual(english);
      expect((await mapped({ "x-page-language": "en", "accept-language": "de-DE" })).json()).toEqual(english);
    });

    it("renders the API's error message in French, a schema's own message as it is", async () => {
      const fr = await t.app.inject({ url: "/api/test/forbidden", headers: { "x-page-language": "fr" } });
      expect(fr.json()).toEqual({
        error: { message: "Vous n'avez pas l'autorisation de faire cela.", code: "FORBIDDEN", status: 403 },
      });
      const byBrowser = await t.app.inject({
        url: "/api/test/forbidden",
        headers: { "accept-language": "fr-CA,en;q=0.5" },
      });
      expect(byBrowser.json().error.message).toBe("Vous n'avez pas l'autorisation de faire cela.");
      const en = await t.app.inject({ url: "/api/test/forbidden" });
      expect(en.json().error.message).toBe("You do not have permission to do that.");
      const own = await t.app.inject({
        method: "POST",
        url: "/api/test/forge",
        headers: { ...csrf, "x-page-language": "fr" },
        payload: { name: "Ada Ironside", email: "nope" },
      });
      expect(own.json().errors).toEqual({ email: ["The email must be a valid email address."] });
    });
  });

  it("renders malformed JSON as a 400 in the error shape", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/forge",
      headers: { ...csrf, "content-type": "application/json" },
      payload: '{"name": "Ada",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { message: "The request body is not valid JSON.", code: "BAD_REQUEST", status: 400 },
    });
  });

  it("renders an oversize body as a 413", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/forge",
      headers: { ...csrf, "content-type": "application/json" },
      payload: JSON.stringify({ name: "x".repeat(1024 * 1024 + 10), email: "a@b.test" }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: { message: "The request body is too large.", code: "PAYLOAD_TOO_LARGE", status: 413 },
    });
  });

  it("renders one invalid field as 422 with that field's first message", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/forge",
      headers: csrf,
      payload: { name: "Ada Ironside", email: "not-an-email" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: "The email must be a valid email address.",
      errors: { email: ["The email must be a valid email address."] },
    });
  });

  it("renders several invalid fields as 422 'Please fix N validation errors'", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/forge",
      headers: csrf,
      payload: { name: "A", email: "nope", capacity: 0 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: "Please fix 3 validation errors",
      errors: {
        name: ["The name must be at least 3 characters."],
        email: ["The email must be a valid email address."],
        capacity: ["The capacity must be at least 1."],
      },
    });
  });

  it("names nested fields with dotted paths", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/forge",
      headers: csrf,
      payload: { name: "Ada Ironside", email: "ada@guildforge.test", sessions: [{ starts_at: "soon" }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ "sessions.0.starts_at": ["The start must be a date and time."] });
  });

  it("names a field called body or params by its own name", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/forge",
      headers: csrf,
      payload: { name: "Ada Ironside", email: "ada@guildforge.test", body: 7, params: false },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ body: ["The body must be text."], params: ["The params must be text."] });
  });

  it("accepts a valid body", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/forge",
      headers: csrf,
      payload: { name: "Ada Ironside", email: "ada@guildforge.test" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, name: "Ada Ironside" });
  });

  it("renders AppErrors with their status, code and message", async () => {
    const res = await t.app.inject({ url: "/api/test/conflict" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { message: "That slot is already taken.", code: "CONFLICT", status: 409 } });
  });

  it("renders an unexpected error as a generic 500 without stack or internal message", async () => {
    const res = await t.app.inject({ url: "/api/test/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: {
        message: "Something went wrong on our side. Please try again in a few moments.",
        code: "INTERNAL_ERROR",
        status: 500,
      },
    });
    expect(res.body).not.toMatch(/hunter2|secret|db\.ts|stack|at /);
  });

  it("renders an unreachable database as 503 SERVICE_UNAVAILABLE with Retry-After (decision 416)", async () => {
    const res = await t.app.inject({ url: "/api/test/database-down" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.json()).toEqual({
      error: {
        message: "The service is temporarily unavailable. Please try again in a few moments.",
        code: "SERVICE_UNAVAILABLE",
        status: 503,
      },
    });
  });
});
