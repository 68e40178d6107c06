import type { CurrentUser } from "@guildforge/contracts";
import { useEffect } from "react";
import { useRouteLoaderData } from "react-router";
import { create } from "zustand";
import { selectUser } from "../stores/auth-selectors";
import { useAuthStore } from "../stores/auth-store";

/** Whether this tab's first auth check (docs/product.md#states) has finished; until then the server's answer is shown. */
const useAuthChecked = create<{ checked: boolean }>(() => ({ checked: false }));

/**
 * The signed-in user for rendering: the root loader's user during server rendering and hydration,
 * then the auth store (which login, logout and the auth check keep current).
 */
export function useSessionUser(): CurrentUser | null {
  const rootData = useRouteLoaderData("root") as { user?: CurrentUser | null } | undefined;
  const checked = useAuthChecked((s) => s.checked);
  const storeUser = useAuthStore(selectUser);
  return checked ? storeUser : (rootData?.user ?? null);
}

/**
 * Runs the auth check of docs/product.md#states once per page load: the just-logged-out marker wins (no fetch),
 * otherwise GET /api/user. Call it once, in the root component.
 */
export function useAuthCheckOnLoad(): void {
  const rootData = useRouteLoaderData("root") as { user?: CurrentUser | null } | undefined;
  const serverUser = rootData?.user ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load, with the first render's user
  useEffect(() => {
    const store = useAuthStore.getState();
    store
      .checkAuth()
      .catch(() => {
        // Network or server trouble: keep what the server rendered; the next check retries.
        store.setUser(serverUser);
      })
      .finally(() => useAuthChecked.setState({ checked: true }));
  }, []);
}
