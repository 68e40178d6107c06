import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  httpSigningString,
  md5Hex,
  readChannelAuth,
  signBoundChannel,
  signChannel,
  signHttpRequest,
  verifyChannelAuth,
  verifyHttpRequest,
} from "./signing.ts";

const app = { appId: "12345", key: "278d425bdf160c739803", secret: "7ad3773142a6692b25b8" };

describe("channel auth", () => {
  it("matches the example in Pusher's authentication docs", () => {
    // https://pusher.com/docs/channels/library_auth_reference/auth-signatures/
    expect(signChannel(app, "1234.1234", "private-foobar")).toBe(
      "278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4",
    );
  });

  it("accepts its own signature and refuses any change", () => {
    const auth = signChannel(app, "1.2", "private-user.7");
    expect(verifyChannelAuth(app, "1.2", "private-user.7", auth)).toBe(true);
    expect(verifyChannelAuth(app, "1.3", "private-user.7", auth)).toBe(false);
    expect(verifyChannelAuth(app, "1.2", "private-user.8", auth)).toBe(false);
    expect(verifyChannelAuth({ ...app, secret: "other-secret-0000" }, "1.2", "private-user.7", auth)).toBe(false);
    expect(verifyChannelAuth(app, "1.2", "private-user.7", `${auth}0`)).toBe(false);
    expect(verifyChannelAuth(app, "1.2", "private-user.7", undefined)).toBe(false);
  });

  it("reads a session-bound auth, and refuses it changed, stripped of its binding or given another binding", () => {
    const auth = signBoundChannel(app, "1.2", "private-user.7", "7.abc.99");
    expect(readChannelAuth(app, "1.2", "private-user.7", auth)).toEqual({ binding: "7.abc.99" });
    expect(readChannelAuth(app, "1.2", "private-user.7", signChannel(app, "1.2", "private-user.7"))).toEqual({
      binding: null,
    });
    expect(readChannelAuth(app, "1.3", "private-user.7", auth)).toBeNull();
    expect(readChannelAuth(app, "1.2", "private-user.8", auth)).toBeNull();
    expect(readChannelAuth(app, "1.2", "private-user.7", auth.slice(0, auth.lastIndexOf(":")))).toBeNull();
    expect(readChannelAuth(app, "1.2", "private-user.7", auth.replace(/:7\.abc\.99$/, ":8.abc.99"))).toBeNull();
    expect(readChannelAuth(app, "1.2", "private-user.7", `${auth}:`)).toBeNull();
    expect(readChannelAuth(app, "1.2", "private-user.7", 42)).toBeNull();
  });
});

describe("HTTP API signature", () => {
  const body = JSON.stringify({ name: "foo", channels: ["project-3"], data: '{"some":"data"}' });
  const now = 1_353_088_179;
  function signed(overrides: Record<string, string> = {}) {
    const query: Record<string, string> = {
      auth_key: app.key,
      auth_timestamp: String(now),
      auth_version: "1.0",
      body_md5: md5Hex(body),
      ...overrides,
    };
    query.auth_signature = signHttpRequest(app, "POST", "/apps/12345/events", query);
    return query;
  }

  it("signs METHOD, path and the sorted query, as the pusher package does", () => {
    const query = { b: "2", auth_key: "k", a: "1", auth_signature: "ignored" };
    expect(httpSigningString("post", "/apps/1/events", query)).toBe("POST\n/apps/1/events\na=1&auth_key=k&b=2");
    expect(signHttpRequest(app, "POST", "/apps/1/events", query)).toBe(
      createHmac("sha256", app.secret).update("POST\n/apps/1/events\na=1&auth_key=k&b=2").digest("hex"),
    );
  });

  it("accepts a correctly signed request", () => {
    expect(
      verifyHttpRequest(app, { method: "POST", path: "/apps/12345/events", query: signed(), body }, now),
    ).toBeNull();
  });

  it("refuses a tampered body, path, key, version or signature", () => {
    const path = "/apps/12345/events";
    expect(verifyHttpRequest(app, { method: "POST", path, query: signed(), body: `${body} ` }, now)).toBe(
      "bad_body_md5",
    );
    expect(
      verifyHttpRequest(app, { method: "POST", path: "/apps/12345/batch_events", query: signed(), body }, now),
    ).toBe("bad_signature");
    expect(verifyHttpRequest(app, { method: "POST", path, query: signed({ auth_key: "nope" }), body }, now)).toBe(
      "unknown_key",
    );
    expect(verifyHttpRequest(app, { method: "POST", path, query: signed({ auth_version: "2.0" }), body }, now)).toBe(
      "bad_version",
    );
    const query = signed();
    query.auth_signature = query.auth_signature?.replace(/.$/, (c) => (c === "0" ? "1" : "0")) ?? "";
    expect(verifyHttpRequest(app, { method: "POST", path, query, body }, now)).toBe("bad_signature");
    const { auth_signature: _, ...unsigned } = signed();
    expect(verifyHttpRequest(app, { method: "POST", path, query: unsigned, body }, now)).toBe("missing_params");
  });

  it("allows 600 s of clock skew and no more", () => {
    const req = { method: "POST", path: "/apps/12345/events", query: signed(), body };
    expect(verifyHttpRequest(app, req, now + 600)).toBeNull();
    expect(verifyHttpRequest(app, req, now - 600)).toBeNull();
    expect(verifyHttpRequest(app, req, now + 601)).toBe("stale_timestamp");
    expect(verifyHttpRequest(app, req, now - 601)).toBe("stale_timestamp");
  });
});
