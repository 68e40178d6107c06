import { describe, expect, it, vi } from "vitest";
import { pagesThrough } from "./pages-through";

/** Pages of two over ids 1..n; a page's cursor is "c" + its first id. */
function pager(n: number) {
  const ids = Array.from({ length: n }, (_, i) => i + 1);
  return vi.fn(async (cursor: string | null) => {
    const start = cursor ? Number(cursor.slice(1)) - 1 : 0;
    const items = ids.slice(start, start + 2).map((id) => ({ id }));
    return { items, next: start + 2 < n ? `c${start + 3}` : null };
  });
}

describe("pagesThrough", () => {
  it("reads the first page only without a cursor", async () => {
    const read = pager(6);
    expect(await pagesThrough(read, null)).toEqual({ items: [{ id: 1 }, { id: 2 }], next: "c3" });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("reads on through the page at the cursor, and goes on from there", async () => {
    const read = pager(7);
    const page = await pagesThrough(read, "c5");
    expect(page.items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(page.next).toBe("c7");
    expect(read.mock.calls.map((c) => c[0])).toEqual([null, "c3", "c5"]);
  });

  it("puts older pages first (a thread)", async () => {
    const read = vi.fn(async (cursor: string | null) =>
      cursor ? { items: [{ id: 1 }, { id: 2 }], next: null } : { items: [{ id: 3 }, { id: 4 }], next: "old" },
    );
    expect(await pagesThrough(read, "old", { older: true })).toEqual({
      items: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }],
      next: null,
    });
  });

  it("stops after maxPages when the cursor is never reached, and shows an item once", async () => {
    const read = vi.fn(async (cursor: string | null) => ({ items: [{ id: 1 }], next: `${cursor ?? ""}x` }));
    const page = await pagesThrough(read, "nowhere", { maxPages: 3 });
    expect(read).toHaveBeenCalledTimes(3);
    expect(page.items).toEqual([{ id: 1 }]);
    expect(page.next).toBe("xxx");
  });

  it("ends with the list", async () => {
    const read = pager(3);
    expect((await pagesThrough(read, "zzz")).items.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
