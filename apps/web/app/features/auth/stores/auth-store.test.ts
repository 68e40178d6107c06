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

describe("auth store: login and register (docs/product.md#states, #calls)", () => {
  it.each([
    ["login", "/api/login", { email: "student@guildforge.test", password: "anvil-demo-pass" }],
    [
      "register",
      "/api/register",
      {
        name: "Sam",
        email: "s@x.test",
        password: "quench-and-temper-42",
        password_confirmation: "quench-and-temper-42",
      },
    ],
  ] as const)("%s posts to %s, then fetches the user with error handling off", async (action, path, body) => {
    const { store, api } = setup({ post: [undefined], get: [student] });
    const user = await (store.getState()[action] as (b: typeof body) => Promise<CurrentUser>)(body);
    expect(api.post).toHaveBeenCalledWith(path, body);
    expect(api.get).toHaveBeenCalledWith("/api/user", { handleErrors: false });
    expect(api.post.mock.invocationCallOrder[0]).toBeLessThan(api.get.mock.invocationCallOrder[0]!);
    expect(user).toEqual(student);
    expect(store.getState()).toMatchObject({ user: student, token: null, isLoggedIn: true, loading: false });
  });

  it.each([
    { name: "login call fails", post: [apiError(422)], get: [student], fetches: 0 },
    { name: "user fetch fails", post: [undefined], get: [apiError(401)], fetches: 1 },
    { name: "user fetch returns garbage", post: [undefined], get: [{ id: "x" }], fetches: 1 },
  ])("stays logged out when the $name", async ({ post, get, fetches }) => {
    const { store, api } = setup({ post, get });
    await expect(store.getState().login({ email: "a@b.c", password: "p" })).rejects.toBeDefined();
    expect(api.get).toHaveBeenCalledTimes(fetches);
    expect(store.getState()).toMatchObject({ user: null, isLoggedIn: false, loading: false });
  });

  it("stays logged out when register is refused (a taken email's 422), and fetches nothing", async () => {
    const { store, api } = setup({ post: [apiError(422)], get: [student] });
    const body = {
      name: "Sam",
      email: "s@x.test",
      password: "quench-and-temper-42",
      password_confirmation: "quench-and-temper-42",
    };
    await expect(store.getState().register(body)).rejects.toBeDefined();
    expect(api.get).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ user: null, isLoggedIn: false, loading: false });
  });

  it("is loading while the call runs", async () => {
    const { store } = setup({ post: [undefined], get: [student] });
    const pending = store.getState().login({ email: "a@b.c", password: "p" });
    expect(store.getState().loading).toBe(true);
    await pending;
    expect(store.getState().loading).toBe(false);
  });
});

describe("auth store: logout (docs/product.md#states)", () => {
  it.each([
    ["succeeds", undefined],
    ["fails", apiError(500)],
    ["has no network", new TypeError("Failed to fetch")],
  ])("when the call %s: clears user, token, flag and sets the marker", async (_name, outcome) => {
    const { store, api, map } = setup({ post: [outcome] });
    store.getState().setUser(student);
    await expect(store.getState().logout()).resolves.toBeUndefined();
    expect(api.post).toHaveBeenCalledWith("/api/logout", undefined, { handleErrors: false });
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
  it("log in, log out, reload (no fetch), check again (fetch)", async () => {
    const { store, api } = setup({ post: [undefined, undefined], get: [student, apiError(401)] });
    await store.getState().login({ email: "a@b.c", password: "p" });
    await store.getState().logout();
    expect(await store.getState().checkAuth()).toBeNull();
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(await store.getState().checkAuth()).toBeNull();
    expect(api.get).toHaveBeenCalledTimes(2);
  });
});
