import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api";
import { createChannelAuthorizer } from "./channel-authorizer";

function authorize(post: (path: string, body?: unknown, options?: unknown) => Promise<unknown>) {
  const handler = createChannelAuthorizer({ post: post as never });
  return new Promise<{ error: Error | null; data: unknown }>((resolve) =>
    handler({ socketId: "123.456", channelName: "private-user.7" }, (error, data) => resolve({ error, data })),
  );
}

describe("channel authorizer (docs/product.md#calls POST /api/broadcasting/auth)", () => {
  it("posts socket_id and channel_name as JSON with error handling off and passes the answer on", async () => {
    const post = vi.fn(async () => ({ auth: "key:abc" }));
    const result = await authorize(post);
    expect(post).toHaveBeenCalledWith(
      "/api/broadcasting/auth",
      { socket_id: "123.456", channel_name: "private-user.7" },
      { handleErrors: false },
    );
    expect(result).toEqual({ error: null, data: { auth: "key:abc" } });
  });

  it("passes a refusal to the connection layer as an error", async () => {
    const refusal = new ApiError({ message: "You may not listen on this channel.", code: "API_ERROR", status: 403 });
    const result = await authorize(async () => {
      throw refusal;
    });
    expect(result).toEqual({ error: refusal, data: null });
  });

  it("treats a malformed answer as a failure", async () => {
    const result = await authorize(async () => ({ nope: true }));
    expect(result.error).toBeInstanceOf(Error);
    expect(result.data).toBeNull();
  });
});
