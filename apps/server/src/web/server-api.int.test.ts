import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { rotateSessionsForUser } from "../platform/sessions/index.ts";
import { sessionClient } from "../platform/sessions/testing.ts";
import { createServerApi } from "./server-api.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

const pageRequest = (cookie: string) =>
  ({ headers: { cookie, "user-agent": "vitest" }, ip: "127.0.0.1" }) as unknown as FastifyRequest;
const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
const names = (lines: string[]) => lines.map((l) => l.slice(0, l.indexOf("=")));

describe("createServerApi (loaders' in-process API)", () => {
  it("forwards the visitor's cookie: GET /api/user is the signed-in user", async () => {
    const user = await createUser(t.db);
    const browser = sessionClient(t.app);
    await browser.login(user.email, user.password);
    const api = createServerApi(t.app, pageRequest(cookieHeader(browser.cookies)));
    const res = await api.fetch("/api/user");
    expect(res.status).toBe(200);
    expect((await res.json()).email).toBe(user.email);
  });

  it("keeps a session rotated during a loader call and hands the new cookie to the page", async () => {
    const user = await createUser(t.db);
    const browser = sessionClient(t.app);
    await browser.login(user.email, user.password);
    const oldSecret = browser.cookies.get("guildforge_session");
    await rotateSessionsForUser(t.db, user.id); // e.g. a role was granted

    const api = createServerApi(t.app, pageRequest(cookieHeader(browser.cookies)));
    expect((await api.fetch("/api/user")).status).toBe(200);
    const rotated = api.setCookies().find((l) => l.startsWith("guildforge_session="));
    expect(rotated, "the rotated session cookie reaches the page response").toBeDefined();
    const newSecret = decodeURIComponent(rotated!.slice("guildforge_session=".length).split(";")[0]!);
    expect(newSecret).not.toBe(oldSecret);

    // A second call of the same page sends the new cookie, and it is a valid session.
    expect((await api.fetch("/api/user")).status).toBe(200);
    const fresh = sessionClient(t.app);
    fresh.cookies.set("guildforge_session", newSecret);
    expect((await fresh.get("/api/user")).statusCode).toBe(200);
  });

  it("parallel loaders after a rotation: one rotation, every call signed in, the final cookie valid", async () => {
    const user = await createUser(t.db);
    const browser = sessionClient(t.app);
    await browser.login(user.email, user.password);
    await rotateSessionsForUser(t.db, user.id);

    const api = createServerApi(t.app, pageRequest(cookieHeader(browser.cookies)));
    const statuses = await Promise.all([api.fetch("/api/user"), api.fetch("/api/user"), api.fetch("/api/user")]);
    expect(statuses.map((r) => r.status)).toEqual([200, 200, 200]);
    const rotated = api.setCookies().find((l) => l.startsWith("guildforge_session="))!;
    const fresh = sessionClient(t.app);
    fresh.cookies.set(
      "guildforge_session",
      decodeURIComponent(rotated.slice("guildforge_session=".length).split(";")[0]!),
    );
    expect((await fresh.get("/api/user")).statusCode).toBe(200);
  });

  it("a cookieless first visit gets no cookie from the loaders' calls (decision 051)", async () => {
    const api = createServerApi(t.app, pageRequest(""));
    expect((await api.fetch("/api/user")).status).toBe(401);
    expect(api.setCookies()).toEqual([]);
  });

  it("collects one Set-Cookie per name across calls (a visitor with a stale token gets one fresh pair)", async () => {
    const api = createServerApi(t.app, pageRequest("XSRF-TOKEN=stale"));
    expect((await api.fetch("/api/user")).status).toBe(401);
    expect((await api.fetch("/api/user")).status).toBe(401);
    const set = names(api.setCookies());
    expect(set.sort()).toEqual(["XSRF-TOKEN", "guildforge_csrf"]);
  });
});

describe("createServerApi: a FormData body", () => {
  it("is sent as multipart/form-data, which the bug report's route reads", async () => {
    // A page POST that passed its form check (decision 535): its calls stand for the API's token.
    const api = createServerApi(t.app, { ...pageRequest(""), pageFormTrusted: true } as unknown as FastifyRequest);
    const form = new FormData();
    form.append("description", "short");
    form.append("page_url", "http://localhost/classes");
    const res = await api.fetch("/api/feedback/bug-reports", { method: "POST", body: form });
    // Not the "send it as multipart" refusal: the fields themselves were read and checked.
    const body = (await res.json()) as { errors?: Record<string, string[]> };
    expect(res.status, JSON.stringify(body)).toBe(422);
    expect(body.errors?.description?.[0]).toMatch(/at least 10 characters/);
  });
});
