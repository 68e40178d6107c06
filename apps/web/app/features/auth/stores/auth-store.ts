import type { CurrentUser } from "@guildforge/contracts";
import { create } from "zustand";
import { type ApiClient, api as defaultApi, isApiError } from "../../../lib/api";
import { lazySchemas } from "../../../lib/contracts/lazy-schemas";
import { browserSessionStorage, type MarkerStorage, setLogoutMarker, takeLogoutMarker } from "./logout-marker";

/** docs/product.md#entities "Authentication store state". token is never populated: the session is a cookie. */
export interface AuthState {
  user: CurrentUser | null;
  token: null;
  isLoggedIn: boolean;
  loading: boolean;
  /**
   * Signs out (docs/product.md#states): runs `send`, the sign-out's call (the /logout route's
   * server action, features/auth/stores/sign-out.ts), and whatever it answers or throws, clears
   * the user, token and flag and sets the just-logged-out marker. Its answer or failure passes on.
   */
  logout<T>(send: () => Promise<T>): Promise<T>;
  checkAuth(): Promise<CurrentUser | null>;
  /**
   * Seeds the store from server-rendered data: the root loader's user, also after a sign-in or
   * sign-up, which post to route actions (decision 535) and leave the current user to that loader.
   */
  setUser(user: CurrentUser | null): void;
}

export interface AuthStoreDeps {
  api: Pick<ApiClient, "get">;
  storage: () => MarkerStorage | undefined;
}

const signedOut = { user: null, token: null, isLoggedIn: false } as const;

/** The auth store of docs/product.md#states "Authentication". Client-side state: create per test, one per browser tab. */
export function createAuthStore(deps: AuthStoreDeps = { api: defaultApi, storage: browserSessionStorage }) {
  return create<AuthState>()((set) => {
    /** GET /api/user with error handling off (docs/product.md#calls). */
    async function fetchUser(): Promise<CurrentUser> {
      const body = await deps.api.get("/api/user", { handleErrors: false });
      // Only once someone is signed in: a visitor's 401 never loads the schemas.
      const { currentUserSchema } = await lazySchemas();
      return currentUserSchema.parse(body);
    }

    return {
      ...signedOut,
      loading: false,

      async logout(send) {
        try {
          return await send();
        } finally {
          set({ ...signedOut });
          setLogoutMarker(deps.storage());
        }
      },

      async checkAuth() {
        if (takeLogoutMarker(deps.storage())) {
          set({ ...signedOut });
          return null;
        }
        set({ loading: true });
        try {
          const user = await fetchUser();
          set({ user, token: null, isLoggedIn: true });
          return user;
        } catch (error) {
          if (isApiError(error) && (error.status === 401 || error.status === 403)) {
            set({ ...signedOut });
            return null;
          }
          throw error;
        } finally {
          set({ loading: false });
        }
      },

      setUser(user) {
        set(user ? { user, token: null, isLoggedIn: true } : { ...signedOut });
      },
    };
  });
}

export type AuthStore = ReturnType<typeof createAuthStore>;

/** The app's auth store (`useAuthStore(selectIsLoggedIn)`, `useAuthStore.getState().setUser(user)`). */
export const useAuthStore = createAuthStore();
