import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";

const token = "metrics-token-for-tests-0123456789";

describe("/metrics", () => {
  let t: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: token } });
    off = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await off?.close();
  });

  it("is off (404) when METRICS_TOKEN is unset", async () => {
    const res = await off.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(404);
  });

  it("answers 401 without the token or with a wrong one", async () => {
    const none = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe("UNAUTHENTICATED");
    expect(none.headers["www-authenticate"]).toContain("Bearer");
    const wrong = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${token}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it("serves Prometheus text with process metrics, request histograms by route pattern, sockets and queue depth", async () => {
    await t.app.inject({ method: "GET", url: "/api/health" });
    await t.app.inject({ method: "GET", url: "/api/users/123456" });
    const res = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    const body = res.body;
    expect(body).toContain("process_cpu_user_seconds_total");
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1/,
    );
    expect(body).not.toContain("/api/users/123456");
    expect(body).toMatch(/guildforge_realtime_sockets \d+/);
    expect(body).toMatch(/guildforge_job_queue_depth \d+/);
  });
});
