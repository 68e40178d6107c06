import type * as Contracts from "@guildforge/contracts";

let loading: Promise<typeof Contracts> | undefined;

/**
 * The shared zod schemas, loaded on first use. The shell (root, layout, home) and the public
 * pages' client API calls (load more classes, start a conversation) validate API
 * answers and live events with them, but only when the call is made, so the schema library stays
 * out of the first download (decisions 044, 460). Route modules that validate forms import the
 * contracts statically as before; both share one chunk.
 */
export function lazySchemas(): Promise<typeof Contracts> {
  loading ??= import("@guildforge/contracts");
  return loading;
}
