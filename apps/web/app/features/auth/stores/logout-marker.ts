/** docs/product.md#states: the "just logged out" marker in session storage, honoured by the next auth check. */
export const LOGOUT_MARKER_KEY = "guildforge:just-logged-out";

export type MarkerStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function browserSessionStorage(): MarkerStorage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

export function setLogoutMarker(storage: MarkerStorage | undefined): void {
  try {
    storage?.setItem(LOGOUT_MARKER_KEY, "1");
  } catch {}
}

/** Removes the marker and tells whether it was there. */
export function takeLogoutMarker(storage: MarkerStorage | undefined): boolean {
  try {
    if (storage?.getItem(LOGOUT_MARKER_KEY) == null) return false;
    storage.removeItem(LOGOUT_MARKER_KEY);
    return true;
  } catch {
    return false;
  }
}
