import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { cspReporting } from "../security.ts";
import { blockedOrigin, directiveLabel } from "./csp-reports.routes.ts";

const token = "metrics-token-for-csp-tests-0123";

const legacy = {
  "csp-report": {
    "document-uri": "http://localhost/classes/3?email=a@b.c",
    "blocked-uri": "inline",
    "violated-directive": "script-src-attr",
    "effective-directive": "script-src-attr",
    "original-policy": "default-src 'self'",
    disposition: "enforce",
    "status-code": 200,
    "some-future-field": "kept out",
  },
};
const batch = [
  {
    type: "csp-violation",
    age: 10,
    url: "http://localhost/",
    user_agent: "Chrome",
    body: {
      blockedURL: "https://evil.test/x.js?token=secret",
      effectiveDirective: "script-src-elem",
      disposition: "enforce",
    },
  },
  { type: "deprecation", body: { id: "x" } },
];

describe("POST /api/csp-reports", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: token } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const metric = async (directive: string) => {
    const res = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${token}` } });
    const m = new RegExp(`guildforge_csp_violations_total\\{directive="${directive}"\\} (\\d+)`).exec(res.body);
    return m ? Number(m[1]) : 0;
  };
  const post = (payload: unknown, type: string, ip = "203.0.113.1") =>
    t.app.inject({
      method: "POST",
      url: "/api/csp-reports",
      remoteAddress: ip,
      headers: { "content-type": type, origin: t.config.appUrl },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });

  it("pages name the report endpoint in their CSP and Reporting-Endpoints", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["reporting-endpoints"]).toBeUndefined();
    expect(t.app.pageCspTemplate).toContain("report-uri /api/csp-reports");
    expect(t.app.pageCspTemplate).not.toContain("report-to");
    // On an https site the Reporting API too, with the group its header names.
    const https = cspReporting("https://guildforge.example");
    expect(https.directives["report-to"]).toEqual(["csp"]);
    expect(https.directives["report-uri"]).toEqual(["/api/csp-reports"]);
    expect(https.headers["reporting-endpoints"]).toBe('csp="/api/csp-reports"');
    expect(cspReporting("http://localhost:3000").headers).toEqual({});
  });

  it("counts report-uri and Reporting API bodies without a session or CSRF token: 204", async () => {
    const attr = await metric("script-src-attr");
    const elem = await metric("script-src-elem");
    const one = await post(legacy, "application/csp-report");
    expect(one.statusCode, one.body).toBe(204);
    const two = await post(batch, "application/reports+json");
    expect(two.statusCode, two.body).toBe(204);
    expect(await metric("script-src-attr")).toBe(attr + 1);
    expect(await metric("script-src-elem")).toBe(elem + 1);
    const metrics = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(metrics.body).not.toContain("secret");
  });

  it("answers 422 in the validation shape to bad bodies, counting nothing", async () => {
    const before = await metric("other");
    for (const payload of [
      { nothing: 1 },
      [],
      { "csp-report": { "blocked-uri": "x".repeat(3000) } },
      [{ type: "csp-violation", body: { effectiveDirective: 7 } }],
      Array.from({ length: 101 }, () => batch[0]),
    ]) {
      const res = await post(payload, Array.isArray(payload) ? "application/reports+json" : "application/csp-report");
      expect(res.statusCode, JSON.stringify(payload).slice(0, 100)).toBe(422);
      expect(res.json().errors).toBeTypeOf("object");
    }
    expect(await metric("other")).toBe(before);
  });

  it("logs the blocked origin or keyword, never a path or query, and a bounded directive label", () => {
    expect(blockedOrigin("https://evil.test/x.js?token=secret")).toBe("https://evil.test");
    expect(blockedOrigin("inline")).toBe("inline");
    expect(blockedOrigin("data:text/html,<b>a@b.c</b>")).toBe("data:");
    expect(blockedOrigin("not a url / with?query")).toBe("(unparsable)");
    expect(directiveLabel("script-src-elem 'self'")).toBe("script-src-elem");
    expect(directiveLabel("made-up-directive")).toBe("other");
  });

  it("answers 415 to any other content type, JSON included", async () => {
    for (const type of ["application/json", "text/plain", "application/x-www-form-urlencoded"]) {
      const res = await post(legacy, type);
      expect(res.statusCode, type).toBe(415);
    }
  });

  it("still refuses cross-site posts", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/csp-reports",
      headers: { "content-type": "application/csp-report", origin: "https://evil.test" },
      payload: JSON.stringify(legacy),
    });
    expect(res.statusCode).toBe(403);
  });

  it("is rate-limited per address", async () => {
    let last = 0;
    for (let i = 0; i < 121; i++) last = (await post(legacy, "application/csp-report", "203.0.113.9")).statusCode;
    expect(last).toBe(429);
    expect((await post(legacy, "application/csp-report", "203.0.113.10")).statusCode).toBe(204);
  });
});
