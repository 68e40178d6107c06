import { redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { createAuthStore } from "./auth-store";
import { LOGOUT_MARKER_KEY } from "./logout-marker";
import { signOutClientAction } from "./sign-out";

const student = {
  id: 4,
  name: "Sam Student",
  email: "student@guildforge.test",
  email_verified_at: null,
  roles: ["student"],
  primary_role: "student",
  language: null,
} as const;

function signedInStore() {
  const map = new Map<string, string>();
  const storage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
  const store = createAuthStore({ api: {} as never, storage: () => storage });
  store.getState().setUser({ ...student, roles: [...student.roles] });
  return { store, map };
}

/** What the client action threw (a redirect is thrown, as React Router's serverAction throws it). */
async function thrownBy(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (thrown) {
    return thrown;
  }
  throw new Error("nothing thrown");
}

describe("signOutClientAction (the /logout route's client action)", () => {
  it("passes the server's redirect home on, and the tab is signed out with the marker set", async () => {
    const { store, map } = signedInStore();
    const thrown = await thrownBy(() => signOutClientAction(() => Promise.reject(redirect("/", 303)), store));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/");
    expect(store.getState()).toMatchObject({ user: null, token: null, isLoggedIn: false });
    expect(map.get(LOGOUT_MARKER_KEY)).toBeTruthy();
  });

  it("a call that cannot reach the server is ignored: signed out here and home all the same", async () => {
    const { store, map } = signedInStore();
    const thrown = await thrownBy(() =>
      signOutClientAction(() => Promise.reject(new TypeError("Failed to fetch")), store),
    );
    expect((thrown as Response).headers.get("Location")).toBe("/");
    expect(store.getState().isLoggedIn).toBe(false);
    expect(map.get(LOGOUT_MARKER_KEY)).toBeTruthy();
  });
});
