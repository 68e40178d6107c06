import { describe, expect, it } from "vitest";
import { mayListen } from "./channel-policy.ts";

describe("mayListen", () => {
  it("lets a user listen on their own private channel only", () => {
    expect(mayListen({ id: 7 }, "private-user.7")).toBe(true);
    expect(mayListen({ id: 7 }, "private-user.8")).toBe(false);
    expect(mayListen({ id: 7 }, "private-user.77")).toBe(false);
    expect(mayListen({ id: 7 }, "private-user.07x")).toBe(false);
    expect(mayListen({ id: 7 }, "private-admin")).toBe(false);
    expect(mayListen({ id: 7 }, "new-classes")).toBe(false);
  });
});
