import { describe, expect, it, vi } from "vitest";
import { oncePerKey } from "./once-per-key.ts";

const uniqueViolation = () => Object.assign(new Error("duplicate key"), { code: "23505" });

describe("oncePerKey", () => {
  it("without a key, creates", async () => {
    const find = vi.fn();
    expect(await oncePerKey(null, find, async () => 1)).toBe(1);
    expect(find).not.toHaveBeenCalled();
  });

  it("returns what the key made already, without creating", async () => {
    const create = vi.fn(async () => 2);
    expect(await oncePerKey("k", async () => 7, create)).toBe(7);
    expect(create).not.toHaveBeenCalled();
  });

  it("creates when the key is new", async () => {
    expect(
      await oncePerKey(
        "k",
        async () => undefined,
        async () => 3,
      ),
    ).toBe(3);
  });

  it("returns the racing winner's result when the insert hits the key's unique index", async () => {
    const find = vi.fn().mockResolvedValueOnce(undefined).mockResolvedValueOnce(9);
    const create = async () => {
      throw new Error("insert failed", { cause: uniqueViolation() });
    };
    expect(await oncePerKey("k", find, create)).toBe(9);
  });

  it("rethrows any other failure, and a unique violation the key does not explain", async () => {
    await expect(
      oncePerKey(
        "k",
        async () => undefined,
        async () => Promise.reject(new Error("boom")),
      ),
    ).rejects.toThrow("boom");
    await expect(
      oncePerKey(
        "k",
        async () => null,
        async () => Promise.reject(uniqueViolation()),
      ),
    ).rejects.toThrow("duplicate key");
  });
});
