import type * as Contracts from "@guildforge/contracts";

let loading: Promise<typeof Contracts> | undefined;

/**
 * The shared zod schemas, loaded on first use. The shell (root, layout, home) validates API
 * answers and live events with them, but only after the page is up, so the schema library stays
 * out of the first download (decision 044). Route modules that validate forms import the
 * contracts statically as before; both share one chunk.
 */
export function lazySchemas(): Promise<typeof Contracts> {
  loading ??= import("@guildforge/contracts");
  return loading;
}
