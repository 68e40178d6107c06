/** One page of a cursor-paged API list: its items and the cursor of the page after it (null: the last). */
export interface CursorPage<T> {
  items: T[];
  next: string | null;
}

/** How many pages a page without JavaScript shows at most ("Show more" / "Load older" followed this often). */
export const maxPagesWithoutScript = 10;

/**
 * The list as far as `upTo` (a `?cursor=` / `?before=` link followed without JavaScript): the first
 * page, then each next one until the page at `upTo` is in, so the page shows the longer list and its
 * link goes on from there. The cursor itself is never sent anywhere: one the chain does not reach
 * (the list moved meanwhile) ends it after `maxPages` pages; an item in two pages shows once.
 * `older` pages go before the ones read so far (a thread's older messages), others after them.
 */
export async function pagesThrough<T extends { id: number }>(
  read: (cursor: string | null) => Promise<CursorPage<T>>,
  upTo: string | null,
  options: { older?: boolean; maxPages?: number } = {},
): Promise<CursorPage<T>> {
  const maxPages = options.maxPages ?? maxPagesWithoutScript;
  const first = await read(null);
  let items = first.items;
  let next = first.next;
  const seen = new Set(items.map((i) => i.id));
  const add = (page: CursorPage<T>) => {
    const fresh = page.items.filter((i) => !seen.has(i.id));
    for (const i of fresh) seen.add(i.id);
    items = options.older ? [...fresh, ...items] : [...items, ...fresh];
    next = page.next;
  };
  let reads = 1;
  let reached = false;
  while (upTo && !reached && next !== null && reads < maxPages) {
    reached = next === upTo;
    add(await read(next));
    reads += 1;
  }
  return { items, next };
}
