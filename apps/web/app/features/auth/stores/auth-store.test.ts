import type { CurrentUser } from "@guildforge/contracts";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api";
import { type ScriptedReplies, scriptedApi } from "../../../lib/api/testing";
import { createAuthStore } from "./auth-store";
import { LOGOUT_MARKER_KEY } from "./logout-marker";

const student: CurrentUser = {
  id: 4,
  name: "Sam Student",
  email: "student@guildforge.test",
  email_verified_at: "2026-11-01T00:00:00.000Z",
  roles: ["student"],
  primary_role: "student",
  language: null,
};

const apiError = (status: number) => new ApiError({ message: `HTTP ${status}`, code: "API_ERROR", status });

function setup(responses: ScriptedReplies = {}) {
  const api = scriptedApi(responses);
  const map = new Map<string, string>();
  const storage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
  const store = createAuthStore({ api: api as never, storage: () => storage });
  return { store, api, map };
}

describe("auth store: initial state (docs/product.md#entities)", () => {
  it("starts signed out with a null token", () => {
    const { store } = setup();
    expect(store.getState()).toMatchObject({ user: null, token: null, isLoggedIn: false, loading: false });
  });
});

describe("auth store: logout (docs/product.md#states)", () => {
  it.each([
    ["succeeds", () => Promise.resolve("home")],
    ["fails", () => Promise.reject(apiError(500))],
    ["has no network", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("when the call %s: clears user, token, flag and sets the marker", async (_name, send) => {
    const { store, map } = setup();
    store.getState().setUser(student);
    const outcome = await store
      .getState()
      .logout(send)
      .then(
        (answer) => answer,
        (failure: unknown) => failure,
      );
    // The call's own answer or failure passes on to the caller (the /logout route's client action).
    expect(outcome).toEqual(await send().catch((failure: unknown) => failure));
    expect(store.getState()).toMatchObject({ user: null, token: null, isLoggedIn: false });
    expect(map.get(LOGOUT_MARKER_KEY)).toBeTruthy();
  });
});

describe("auth store: checkAuth (docs/product.md#states)", () => {
  it("with the marker: removes it, clears the user, makes no fetch", async () => {
    const { store, api, map } = setup({ get: [student] });
    store.getState().setUser(student);
    map.set(LOGOUT_MARKER_KEY, "1");
    expect(await store.getState().checkAuth()).toBeNull();
    expect(api.get).not.toHaveBeenCalled();
    expect(map.has(LOGOUT_MARKER_KEY)).toBe(false);
    expect(store.getState()).toMatchObject({ user: null, isLoggedIn: false });
    // The next check fetches again.
    expect(await store.getState().checkAuth()).toEqual(student);
    expect(api.get).toHaveBeenCalledOnce();
  });

  it("without the marker: fetches the user and logs in", async () => {
    const { store, api } = setup({ get: [student] });
    expect(await store.getState().checkAuth()).toEqual(student);
    expect(api.get).toHaveBeenCalledWith("/api/user", { handleErrors: false });
    expect(store.getState()).toMatchObject({ user: student, isLoggedIn: true, loading: false, token: null });
  });

  it.each([401, 403])("%s clears the user", async (status) => {
    const { store } = setup({ get: [apiError(status)] });
    store.getState().setUser(student);
    expect(await store.getState().checkAuth()).toBeNull();
    expect(store.getState()).toMatchObject({ user: null, isLoggedIn: false, loading: false });
  });

  it.each([
    ["500", apiError(500)],
    ["404", apiError(404)],
    ["network", new ApiError({ message: "Network", code: "NETWORK_ERROR", status: 0 })],
    ["non-API error", new Error("boom")],
  ])("any other error (%s) is rethrown", async (_name, error) => {
    const { store } = setup({ get: [error] });
    store.getState().setUser(student);
    await expect(store.getState().checkAuth()).rejects.toBe(error);
    expect(store.getState().loading).toBe(false);
    expect(store.getState().user).toEqual(student);
  });
});

describe("auth store: full cycle", () => {
  it("signed in, log out, reload (no fetch), check again (fetch)", async () => {
    const { store, api } = setup({ get: [apiError(401)] });
    store.getState().setUser(student); // signed in: the root loader's user after the sign-in form's action
    await store.getState().logout(() => Promise.resolve());
    expect(await store.getState().checkAuth()).toBeNull();
    expect(api.get).toHaveBeenCalledTimes(0);
    expect(await store.getState().checkAuth()).toBeNull();
    expect(api.get).toHaveBeenCalledTimes(1);
  });
});
