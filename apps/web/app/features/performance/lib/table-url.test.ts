import { describe, expect, it } from "vitest";
import { onlyTablesDiffer, readTableState, sortedBy, writeTableState } from "./table-url";

const sortable = ["count", "p99"];
const read = (q: string, initial?: string) => readTableState(new URLSearchParams(q), "routes", sortable, initial);

describe("performance table state in the URL", () => {
  it("reads the default sort (descending) and the first rows without parameters", () => {
    expect(read("", "count")).toEqual({ sort: { key: "count", desc: true }, all: false });
    expect(read("")).toEqual({ sort: null, all: false });
  });

  it("reads a table's sort, direction and 'Show all', ignoring other tables' and unknown columns", () => {
    expect(read("sort_routes=p99&all_routes=1", "count")).toEqual({ sort: { key: "p99", desc: true }, all: true });
    expect(read("sort_routes=p99&desc_routes=0")).toEqual({ sort: { key: "p99", desc: false }, all: false });
    expect(read("sort_vitals=p99&all_vitals=1", "count")).toEqual({ sort: { key: "count", desc: true }, all: false });
    expect(read("sort_routes=route", "count")).toEqual({ sort: { key: "count", desc: true }, all: false });
  });

  it("writes one table's state and keeps the range and the other tables' parameters", () => {
    const search = new URLSearchParams("range=24h&sort_vitals=lcp&all_vitals=1&sort_routes=count&desc_routes=0");
    const href = writeTableState(search, "routes", { sort: { key: "p99", desc: true }, all: true });
    const back = new URLSearchParams(href.slice(1));
    expect(back.get("range")).toBe("24h");
    expect(back.get("sort_vitals")).toBe("lcp");
    expect(back.get("all_vitals")).toBe("1");
    expect(back.get("sort_routes")).toBe("p99");
    expect(back.has("desc_routes")).toBe(false);
    expect(back.get("all_routes")).toBe("1");
    expect(writeTableState(new URLSearchParams("all_routes=1"), "routes", { sort: null, all: false })).toBe("?");
  });

  it("round-trips: what is written reads back the same", () => {
    for (const state of [
      { sort: { key: "p99", desc: false }, all: true },
      { sort: { key: "count", desc: true }, all: false },
    ]) {
      const href = writeTableState(new URLSearchParams("range=7d"), "routes", state);
      expect(read(href.slice(1))).toEqual(state);
    }
  });

  it("turns the sorted column around and sorts a new one descending first", () => {
    const state = { sort: { key: "count", desc: true }, all: true };
    expect(sortedBy(state, "count")).toEqual({ sort: { key: "count", desc: false }, all: true });
    expect(sortedBy({ ...state, sort: { key: "count", desc: false } }, "count").sort?.desc).toBe(true);
    expect(sortedBy(state, "p99")).toEqual({ sort: { key: "p99", desc: true }, all: true });
  });

  it("tells a table's change (no new report) from a range change", () => {
    const p = (q: string) => new URLSearchParams(q);
    expect(onlyTablesDiffer(p("range=24h"), p("range=24h&sort_routes=p99&all_vitals=1"))).toBe(true);
    expect(onlyTablesDiffer(p("range=24h&sort_routes=p99"), p("range=7d&sort_routes=p99"))).toBe(false);
  });
});
