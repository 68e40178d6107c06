import type { CurrentUser } from "@guildforge/contracts";
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import { create } from "zustand";
import { selectUser } from "../stores/auth-selectors";
import { type AuthStore, useAuthStore } from "../stores/auth-store";
import { browserSessionStorage, takeLogoutMarker } from "../stores/logout-marker";

/** Whether this tab's first auth check (docs/product.md#states) has finished; until then the server's answer is shown. */
const useAuthChecked = create<{ checked: boolean }>(() => ({ checked: false }));

/**
 * The signed-in user for rendering: the root loader's user during server rendering and hydration,
 * then the auth store (which login, logout and the auth check keep current).
 */
export function useSessionUser(): CurrentUser | null {
  const rootData = useRouteLoaderData("root") as { user?: CurrentUser | null } | undefined;
  const serverUser = rootData?.user ?? null;
  // One subscription to both stores whose snapshot is the user itself: a component re-renders only
  // when the user it shows changes. A visitor's check (null -> null) re-renders nothing; reading
  // the `checked` flag on its own made every header and panel re-render synchronously after
  // hydration, a long task on every public page (issue 20).
  const subscribe = useCallback((onChange: () => void) => {
    const stopChecked = useAuthChecked.subscribe(onChange);
    const stopUser = useAuthStore.subscribe(onChange);
    return () => {
      stopChecked();
      stopUser();
    };
  }, []);
  const current = () => (useAuthChecked.getState().checked ? selectUser(useAuthStore.getState()) : serverUser);
  return useSyncExternalStore(subscribe, current, () => serverUser);
}

/**
 * Runs the auth check of docs/product.md#states once per page load: the just-logged-out marker wins (no fetch),
 * otherwise GET /api/user when the server rendered a signed-in user (for a visitor the server's
 * own check of this request is the answer). Call it once, in the root component.
 */
/** A visitor's check: the logout marker is spent as checkAuth would, and no user is kept. */
function signedOutVisitor(store: ReturnType<AuthStore["getState"]>): null {
  takeLogoutMarker(browserSessionStorage());
  store.setUser(null);
  return null;
}

export function useAuthCheckOnLoad(): void {
  const rootData = useRouteLoaderData("root") as { user?: CurrentUser | null } | undefined;
  const serverUser = rootData?.user ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load, with the first render's user
  useEffect(() => {
    const store = useAuthStore.getState();
    // The server checked this request's session a moment ago: for a visitor it found none, so a
    // GET /api/user would only answer 401 (a console error on every public page, decision 344).
    const check = serverUser ? store.checkAuth() : Promise.resolve(signedOutVisitor(store));
    check
      .catch(() => {
        // Network or server trouble: keep what the server rendered; the next check retries.
        store.setUser(serverUser);
      })
      .finally(() => useAuthChecked.setState({ checked: true }));
  }, []);
}

/**
 * After a route action (a profile saved, a password changed, a sign-in or sign-up) the root loader
 * has the user as the server sees them now: the auth store follows, so the header, every panel
 * and the live connection follow the new user (docs/product.md#states: logged in once the current
 * user is fetched). A sign-in spends a just-logged-out marker left by a sign-out in this tab, so a
 * later page load does not undo it. The first render's user is the auth check's business
 * (useAuthCheckOnLoad).
 */
export function useStoreFollowsRootUser(): void {
  const rootData = useRouteLoaderData("root") as { user?: CurrentUser | null } | undefined;
  const serverUser = rootData?.user ?? null;
  const seen = useRef(serverUser);
  useEffect(() => {
    if (seen.current === serverUser) return;
    const signedIn = !seen.current && serverUser;
    seen.current = serverUser;
    if (signedIn) takeLogoutMarker(browserSessionStorage());
    if (useAuthChecked.getState().checked) useAuthStore.getState().setUser(serverUser);
  }, [serverUser]);
}
