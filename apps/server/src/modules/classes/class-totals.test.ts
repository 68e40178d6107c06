import { describe, expect, it, vi } from "vitest";
import type { Db } from "../../db/client.ts";
import { classTotalsFor } from "./class-totals.ts";

const fakeDb = () => ({}) as Db;

describe("browse totals cache", () => {
  it("counts once for concurrent and repeated asks with the same filters", async () => {
    const totals = classTotalsFor(fakeDb());
    const count = vi.fn(async () => 42);
    const answers = await Promise.all([
      totals.get({ theme: "knife-making" }, count),
      totals.get({ theme: "knife-making" }, count),
    ]);
    expect(answers).toEqual([42, 42]);
    expect(await totals.get({ theme: "knife-making" }, count)).toBe(42);
    expect(count).toHaveBeenCalledTimes(1);
  });

  it("keys by every filter: other filters count again", async () => {
    const totals = classTotalsFor(fakeDb());
    const count = vi.fn(async () => 1);
    await totals.get({ theme: "knife-making" }, count);
    await totals.get({ theme: "knife-making", seats: true }, count);
    await totals.get({ theme: "knife-making", from: new Date("2026-01-01T00:00:00Z") }, count);
    await totals.get({ theme: "tool-making" }, count);
    expect(count).toHaveBeenCalledTimes(4);
  });

  it("keys by forge: one forge's count is never another's or the unfiltered one", async () => {
    const totals = classTotalsFor(fakeDb());
    const count = vi.fn(async () => 5);
    await totals.get({ theme: "knife-making" }, count);
    await totals.get({ theme: "knife-making", venueId: 1 }, count);
    await totals.get({ theme: "knife-making", venueId: 2 }, count);
    await totals.get({ theme: "knife-making", venueId: 1 }, count);
    expect(count).toHaveBeenCalledTimes(3);
  });

  it("clear() makes the next ask count again; a database shares one cache, another has its own", async () => {
    const db = fakeDb();
    const count = vi.fn(async () => 7);
    await classTotalsFor(db).get({}, count);
    await classTotalsFor(db).get({}, count);
    expect(count).toHaveBeenCalledTimes(1);
    await classTotalsFor(fakeDb()).get({}, count);
    expect(count).toHaveBeenCalledTimes(2);
    classTotalsFor(db).clear();
    await classTotalsFor(db).get({}, count);
    expect(count).toHaveBeenCalledTimes(3);
  });

  it("a failed count is not cached", async () => {
    const totals = classTotalsFor(fakeDb());
    const failing = vi.fn(async () => {
      throw new Error("database down");
    });
    await expect(totals.get({}, failing)).rejects.toThrow("database down");
    expect(await totals.get({}, async () => 3)).toBe(3);
  });
});
