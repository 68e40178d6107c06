import { afterEach, describe, expect, it } from "vitest";
import { type RunningServer, spawnServer } from "../../test/spawn-server.ts";
import { RawClient } from "./realtime-test-kit.ts";

/** The real process: SIGTERM closes every socket with 4200 (reconnect now) and exits cleanly. */
let server: RunningServer | undefined;
afterEach(() => server?.dispose());

describe("SIGTERM", () => {
  it("closes sockets with 4200, then the process exits 0", async () => {
    server = await spawnServer({ PUSHER_APP_KEY: "sigterm-key" });
    const client = new RawClient(`ws://127.0.0.1:${server.port}/app/sigterm-key?protocol=7`);
    await client.established();
    client.send({ event: "pusher:subscribe", data: { channel: "new-classes" } });
    await client.event("pusher_internal:subscription_succeeded");
    server.child.kill("SIGTERM");
    expect((await client.event("pusher:error")).data).toMatchObject({ code: 4200 });
    expect(await client.closed()).toBe(4200);
    expect(await server.exited).toBe(0);
  }, 120_000);
});
