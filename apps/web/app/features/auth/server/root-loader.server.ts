import type { CurrentUser } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { currentUser } from "./guards.server";

export interface RootAuthData {
  user: CurrentUser | null;
}

/**
 * The root loader's part: who is signed in, for the server-rendered header. A failing user call
 * never breaks every page: the header then shows the signed-out links and the browser's auth check
 * (docs/product.md#states) decides.
 */
export async function loadRootAuth(context: Readonly<RouterContextProvider>): Promise<RootAuthData> {
  try {
    return { user: await currentUser(context) };
  } catch {
    return { user: null };
  }
}
