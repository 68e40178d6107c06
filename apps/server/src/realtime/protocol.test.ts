import { broadcastingAuthRequestSchema, channelNameSchema, socketIdSchema } from "@guildforge/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { channelKind, decodeClientFrame, encodeError, encodeFrame, generateSocketId } from "./protocol.ts";

describe("channel names", () => {
  it("accepts the product's channels and Pusher's full alphabet", () => {
    for (const name of ["new-classes", "private-user.42", "a_b-c=d@e,f.g;h", "x".repeat(200)]) {
      expect(channelNameSchema.safeParse(name).success, name).toBe(true);
    }
  });

  it("refuses empty, over-long and foreign characters", () => {
    for (const name of ["", "x".repeat(201), "private user", "chan/nel", "ch#an", "é", "a\nb"]) {
      expect(channelNameSchema.safeParse(name).success, JSON.stringify(name)).toBe(false);
    }
  });

  it("accepts exactly the strings made of the allowed characters, up to 200 long", () => {
    const allowed = "ABCXYZabcxyz0189_-=@,.;";
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 220 }), (s) => {
        const expected = s.length <= 200 && [...s].every((c) => allowed.includes(c) || /[A-Za-z0-9]/.test(c));
        expect(channelNameSchema.safeParse(s).success).toBe(expected);
      }),
    );
  });

  it("classifies channels", () => {
    expect(channelKind("new-classes")).toBe("public");
    expect(channelKind("private-user.1")).toBe("private");
    expect(channelKind("presence-room")).toBe("unsupported");
    expect(channelKind("private-encrypted-x")).toBe("unsupported");
  });
});

describe("frames", () => {
  it("socket ids have Pusher's shape", () => {
    for (let i = 0; i < 50; i++) expect(generateSocketId()).toMatch(/^\d+\.\d+$/);
    expect(socketIdSchema.safeParse(generateSocketId()).success).toBe(true);
  });

  it("encodes data as a JSON string, keeping strings as they are", () => {
    expect(JSON.parse(encodeFrame("e", { a: 1 }, "c"))).toEqual({ event: "e", channel: "c", data: '{"a":1}' });
    expect(JSON.parse(encodeFrame("e", '{"a":1}'))).toEqual({ event: "e", data: '{"a":1}' });
    expect(JSON.parse(encodeError(4001, "no"))).toEqual({ event: "pusher:error", data: { code: 4001, message: "no" } });
  });

  it("decodes client frames with object or string data and rejects garbage", () => {
    expect(decodeClientFrame('{"event":"pusher:subscribe","data":{"channel":"a"}}')?.data).toEqual({ channel: "a" });
    expect(decodeClientFrame('{"event":"pusher:subscribe","data":"{\\"channel\\":\\"a\\"}"}')?.data).toEqual({
      channel: "a",
    });
    expect(decodeClientFrame('{"event":"pusher:ping"}')?.data).toEqual({});
    for (const bad of ["nope", "null", "[]", '{"data":{}}', '{"event":""}', '{"event":5}']) {
      expect(decodeClientFrame(bad), bad).toBeNull();
    }
  });

  it("the auth request takes a socket id and a channel name", () => {
    expect(broadcastingAuthRequestSchema.safeParse({ socket_id: "1.2", channel_name: "private-user.1" }).success).toBe(
      true,
    );
    expect(broadcastingAuthRequestSchema.safeParse({ socket_id: "12", channel_name: "private-user.1" }).success).toBe(
      false,
    );
  });
});
