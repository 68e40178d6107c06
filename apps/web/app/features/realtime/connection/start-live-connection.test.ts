import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { lazySchemas } from "../../../lib/contracts/lazy-schemas";
import { idleConnection, useConnectionStore } from "./connection-state";
import { createFakeLiveClient } from "./fake-live-client";
import { startLiveConnection } from "./start-live-connection";

const enabledConfig = { enabled: true, key: "app-key", host: "127.0.0.1", port: 3100, scheme: "http" as const };

function setup(config: unknown) {
  const client = createFakeLiveClient();
  const createClient = vi.fn(async () => client);
  const get = vi.fn(async () => config);
  const post = vi.fn(async () => ({ auth: "k:s" }));
  const onConnected = vi.fn();
  const handle = vi.fn();
  const stop = startLiveConnection({
    api: { get: get as never, post: post as never },
    createClient,
    network: new EventTarget(),
    onConnected,
    bindings: [{ channel: "private-user.1", event: "notification.sent", handle }],
  });
  return { client, createClient, get, onConnected, handle, stop };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// Channel auth answers are validated with the lazily loaded schemas: load them once up front.
beforeAll(() => lazySchemas());

afterEach(() => {
  useConnectionStore.setState({ ...idleConnection });
});

describe("startLiveConnection", () => {
  it("is skipped silently when the public key or host is not configured", async () => {
    const h = setup({ ...enabledConfig, enabled: false, key: "" });
    await settle();
    expect(h.get).toHaveBeenCalledWith("/api/realtime/config", { handleErrors: false });
    expect(h.createClient).not.toHaveBeenCalled();
    expect(useConnectionStore.getState().active).toBe(false);
    h.stop();
  });

  it("binds the listeners, connects, and reports the state to the store", async () => {
    const h = setup(enabledConfig);
    await settle();
    expect(h.createClient).toHaveBeenCalledWith(enabledConfig, expect.any(Function));
    expect(useConnectionStore.getState()).toMatchObject({ active: true, state: "connecting" });
    h.client.emit("connected");
    expect(useConnectionStore.getState()).toMatchObject({ state: "connected", everConnected: true });
    expect(h.onConnected).toHaveBeenCalledTimes(1);
    h.client.deliver("private-user.1", "notification.sent", { id: 1 });
    expect(h.handle).toHaveBeenCalledWith({ id: 1 });
    h.stop();
    expect(useConnectionStore.getState().active).toBe(false);
    h.client.deliver("private-user.1", "notification.sent", { id: 2 });
    expect(h.handle).toHaveBeenCalledTimes(1); // unbound on stop
  });

  it("stopping before the config arrives never connects", async () => {
    const h = setup(enabledConfig);
    h.stop();
    await settle();
    expect(h.client.connects()).toBe(0);
  });
});
