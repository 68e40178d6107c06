import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { sessionClient } from "../platform/sessions/testing.ts";
import { productionWeb } from "./ssr.ts";

// Decision 535: page forms post to React Router actions. A page POST is checked on the matched
// route before its action runs: origin, body type, size and the form's token; only a POST that
// passed lets its action's in-process API calls through the API's own CSRF check.

const browserUA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const sent = "If an account exists for that address";
const expired = "This form had expired. Please check it and send it again.";
const origin = "http://localhost:3000";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off", APP_URL: origin }, deps: { web: productionWeb } });
}, 180_000);
afterAll(() => t?.close());

/**
 * What a page shows: its markup without its scripts. The hydration data carries the page's message
 * catalogs (every text the page may show, the success message too), so an assertion on a text
 * must look at the markup, not the whole document.
 */
const shown = (res: { body: string }) => res.body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");

/** The `_csrf` value the page renders for whoever sends `cookie`. */
async function tokenOf(url: string, cookie = ""): Promise<string> {
  const page = await t.app.inject({ url, headers: { host: "localhost:3000", "user-agent": browserUA, cookie } });
  const token = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1];
  expect(token, `${url} renders a form token`).toBeDefined();
  return token as string;
}

/** A browser's form POST from this site (Host and Origin as APP_URL); a header given as "" is left out. */
function post(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const all: Record<string, string> = {
    host: "localhost:3000",
    "user-agent": browserUA,
    "content-type": "application/x-www-form-urlencoded",
    origin,
    ...headers,
  };
  return t.app.inject({
    method: "POST",
    url,
    headers: Object.fromEntries(Object.entries(all).filter(([, v]) => v !== "")),
    payload: new URLSearchParams(form).toString(),
  });
}

describe("page forms (route actions)", () => {
  it("a visitor's form posts without JavaScript: the action answers the page with its result", async () => {
    const _csrf = await tokenOf("/forgot-password");
    const res = await post("/forgot-password", { _csrf, email: "someone@example.com" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(shown(res)).toContain(sent);
  });

  it("the contract's refusal comes back on the field, with what was typed", async () => {
    const _csrf = await tokenOf("/forgot-password");
    const res = await post("/forgot-password", { _csrf, email: "not-an-email" });
    expect(res.statusCode).toBe(200);
    expect(shown(res)).toContain("The email field must be a valid email address.");
    expect(shown(res)).toContain('value="not-an-email"');
    expect(shown(res)).not.toContain(sent);
  });

  it("a German page's form without JavaScript gets the schema's own message in German (issue 39)", async () => {
    const _csrf = await tokenOf("/de/forgot-password");
    const res = await post("/de/forgot-password", { _csrf, email: "" });
    expect(res.statusCode).toBe(200);
    expect(shown(res)).toContain("Gib deine E-Mail-Adresse ein.");
    expect(shown(res)).not.toContain("The email field is required.");
  });

  it("without its token, or with a token made for someone else, the action's API call is refused and the form says so", async () => {
    const missing = await post("/forgot-password", { email: "someone@example.com" });
    expect(shown(missing)).toContain(expired);
    expect(shown(missing)).toContain('value="someone@example.com"');
    expect(shown(missing)).not.toContain(sent);

    const forged = await post("/forgot-password", { _csrf: "abc.def", email: "someone@example.com" });
    expect(shown(forged)).toContain(expired);

    // A signed-in person's token is theirs: another person's session cannot use it.
    const [a, b] = [await createUser(t.db), await createUser(t.db)];
    const [clientA, clientB] = [sessionClient(t.app), sessionClient(t.app)];
    await clientA.login(a.email, a.password);
    await clientB.login(b.email, b.password);
    const cookieOf = (c: typeof clientA) => [...c.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
    const tokenA = await tokenOf("/forgot-password", cookieOf(clientA));
    const asB = await post(
      "/forgot-password",
      { _csrf: tokenA, email: "x@example.com" },
      { cookie: cookieOf(clientB) },
    );
    expect(shown(asB)).toContain(expired);
    const asA = await post(
      "/forgot-password",
      { _csrf: tokenA, email: "x@example.com" },
      { cookie: cookieOf(clientA) },
    );
    expect(shown(asA)).toContain(sent);
  });

  it("a token made for a visitor with no cookie counts only when the browser says the POST comes from this site", async () => {
    const _csrf = await tokenOf("/forgot-password");
    const noOrigin = await post("/forgot-password", { _csrf, email: "someone@example.com" }, { origin: "" });
    expect(shown(noOrigin)).toContain(expired);
    const fetchSite = await post(
      "/forgot-password",
      { _csrf, email: "someone@example.com" },
      { origin: "", "sec-fetch-site": "same-origin" },
    );
    expect(shown(fetchSite)).toContain(sent);
  });

  it("refuses a cross-site POST (403) and a body that is no web form (415) before any action runs", async () => {
    const _csrf = await tokenOf("/forgot-password");
    const cross = await post("/forgot-password", { _csrf, email: "a@example.com" }, { origin: "https://evil.example" });
    expect(cross.statusCode).toBe(403);
    expect(cross.json().error.code).toBe("FORBIDDEN");
    const site = await post("/forgot-password", { _csrf, email: "a@example.com" }, { "sec-fetch-site": "cross-site" });
    expect(site.statusCode).toBe(403);
    const json = await post("/forgot-password", {}, { "content-type": "application/json" });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.message).toBe("Send the form as a web form.");
    const big = await post("/forgot-password", { _csrf, email: "a".repeat(1024 * 1024 + 10) });
    expect(big.statusCode).toBe(413);
  });

  it("the same checks hold for the enhanced form's data request and however the path is spelled", async () => {
    const _csrf = await tokenOf("/forgot-password");
    const data = await post("/forgot-password.data", { _csrf, email: "someone@example.com" });
    expect(data.statusCode).toBe(200);
    expect(data.body).toContain("sent");
    const encoded = await post("/forgot-%70assword", { email: "someone@example.com" });
    expect(shown(encoded)).not.toContain(sent);
    const crossData = await post("/forgot-password.data", { _csrf }, { origin: "https://evil.example" });
    expect(crossData.statusCode).toBe(403);
  });

  it("a page without an action still answers POST with 405; one with an action allows it", async () => {
    const none = await post("/about", { _csrf: await tokenOf("/forgot-password") });
    expect(none.statusCode).toBe(405);
    expect(none.headers.allow).toBe("GET, HEAD");
    const put = await t.app.inject({ method: "PUT", url: "/forgot-password" });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe("GET, HEAD, POST");
  });

  it("a form sent twice with its page view's key writes once; another page view's key writes again", async () => {
    const user = await createUser(t.db);
    const client = sessionClient(t.app);
    await client.login(user.email, user.password);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
    const _csrf = await tokenOf("/request-class", cookie);
    const form = {
      _csrf,
      _key: "page-view-1:request-class",
      title: "Forge a froe",
      theme: "tool-making",
      skill_level: "beginner",
      description: "A riving tool for splitting shingles: drawing out, punching the eye.",
      preferred_location: "Asheville, North Carolina",
      preferred_timeframe: "Weekends this spring",
    };
    const first = await post("/request-class", form, { cookie });
    const again = await post("/request-class", form, { cookie });
    expect([first.statusCode, again.statusCode]).toEqual([303, 303]);
    // The key reaches the API: the same page view's key with another body is refused, not a second write.
    const changed = await post("/request-class", { ...form, title: "Forge a froe, again" }, { cookie });
    expect(changed.statusCode).toBe(200);
    expect(shown(changed)).toContain("This form was already sent from this page. Reload the page to send a new one.");
    const mine = async () => (await client.get("/api/user/class-requests")).json().data as unknown[];
    expect(await mine()).toHaveLength(1);
    const other = await post(
      "/request-class",
      { ...form, _key: "page-view-2:request-class", title: "Forge a drawknife" },
      { cookie },
    );
    expect(other.statusCode, other.body.slice(0, 3000).replace(/<[^>]+>/g, " ")).toBe(303);
    expect(await mine()).toHaveLength(2);
  });

  it("the in-process mark is never shown or accepted from outside", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/forgot-password",
      headers: { "content-type": "application/json", "x-guildforge-in-process": "guess" },
      payload: JSON.stringify({ email: "a@example.com" }),
    });
    expect(res.statusCode).toBe(419);
    const page = await t.app.inject({ url: "/forgot-password", headers: { "user-agent": browserUA } });
    expect(shown(page)).not.toContain(t.app.pageForms.inProcessValue);
  });

  it("an upload form without JavaScript: a page that takes files forwards the file to the API's upload route; others keep the 1 MiB limit", async () => {
    const user = await createUser(t.db);
    const client = sessionClient(t.app);
    await client.login(user.email, user.password);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
    const _csrf = await tokenOf("/profile", cookie);
    /** A browser's multipart form POST from this site. */
    const postFile = async (url: string, fields: Record<string, string>, file: Buffer) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append("avatar", new Blob([new Uint8Array(file)], { type: "image/png" }), "portrait.png");
      const request = new Request("http://localhost/", { method: "POST", body: form });
      return t.app.inject({
        method: "POST",
        url,
        headers: {
          host: "localhost:3000",
          "user-agent": browserUA,
          origin,
          cookie,
          "content-type": request.headers.get("content-type") ?? "",
        },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    // An image larger than a form's text (noise does not compress): taken by /profile, not by /forgot-password.
    const noise = Buffer.from(Array.from({ length: 800 * 800 * 3 }, () => Math.floor(Math.random() * 256)));
    const big = await sharp(noise, { raw: { width: 800, height: 800, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const refused = await postFile("/forgot-password", { _csrf, email: "a@example.com" }, big);
    expect(refused.statusCode).toBe(413);
    const saved = await postFile("/profile", { _csrf, _intent: "avatar", _key: "page-view-1:avatar" }, big);
    expect(saved.statusCode, saved.body.slice(0, 2000)).toBe(303);
    expect(saved.headers.location).toBe("/profile");
    const profile = (await client.get("/api/user/profile")).json().data as { avatar_url: string | null };
    expect(profile.avatar_url).toMatch(/^\/uploads\/avatars\//);
    // The API checks the content as it does for the browser: the page comes back with its words.
    const notAnImage = await postFile(
      "/profile",
      { _csrf, _intent: "avatar", _key: "page-view-2:avatar" },
      Buffer.from("not an image"),
    );
    expect(notAnImage.statusCode).toBe(200);
    expect(shown(notAnImage)).toContain("Upload a JPEG, PNG, WebP, GIF or AVIF image.");
  });
});
