import { readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import PusherServer from "pusher";
import { verifyOverApi } from "./fixtures/accounts.ts";
import { loginAs } from "./fixtures/auth.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { csrfHeaders, openLive, sameDocument } from "./fixtures/live.ts";
import { collectPageProblems } from "./fixtures/page-problems.ts";
import { shot } from "./fixtures/screenshots.ts";

/**
 * Issue 4 in a real browser: live events reach an open page without a reload (docs/product.md#states, #roles, #calls).
 * Every test registers its own applicant, so the mobile and desktop projects can run in parallel
 * on the one e2e server.
 */

// Each test drives two browser contexts and a live socket on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

/**
 * Page problems, minus the browser's log line for a 419: granting a role rotates the applicant's
 * session on their next API call, so that call's CSRF token is stale once; the API client fetches
 * a fresh one and repeats the call (decision 030), and the test checks the outcome.
 */
function pageProblems(page: Page) {
  const problems = collectPageProblems(page);
  return () => problems.filter((p) => !/status of 419 .*\/api\//.test(p));
}

async function send(page: Page, method: "POST" | "PATCH", url: string, data?: unknown) {
  const request: APIRequestContext = page.request;
  const res = await request.fetch(url, { method, headers: await csrfHeaders(page), data });
  if (!res.ok()) throw new Error(`${method} ${url} answered ${res.status()}: ${await res.text()}`);
  return res.status() === 204 ? undefined : ((await res.json()) as unknown);
}

/** Registers and signs in a fresh account in the page's context, with its email verified. */
async function registerApplicant(page: Page): Promise<string> {
  const email = `live-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@guildforge.test`;
  const password = "anvil-ember-pass-2026";
  // Registering signs in (decision 500).
  await send(page, "POST", "/api/register", { name: "Rhea Live", email, password, password_confirmation: password });
  // Applying for a role needs a verified email (decision 202).
  await verifyOverApi(page, email, await csrfHeaders(page));
  return email;
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, "admin");
  return page;
}

/** The e2e server's Pusher credentials: explicit env, else the dev defaults it generated in DATA_DIR. */
function pusherCredentials() {
  const fromEnv = process.env.PUSHER_APP_ID && process.env.PUSHER_APP_KEY && process.env.PUSHER_APP_SECRET;
  if (fromEnv) {
    return {
      appId: process.env.PUSHER_APP_ID!,
      key: process.env.PUSHER_APP_KEY!,
      secret: process.env.PUSHER_APP_SECRET!,
    };
  }
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  const secrets = JSON.parse(readFileSync(path.join(dataDir, "secrets.json"), "utf8")) as Record<string, string>;
  return { appId: secrets.PUSHER_APP_ID!, key: secrets.PUSHER_APP_KEY!, secret: secrets.PUSHER_APP_SECRET! };
}

test("an admin's approval reaches the applicant's open page live: toast and unread badge", async ({
  page,
  browser,
}) => {
  const problems = pageProblems(page);
  const email = await registerApplicant(page);
  await send(page, "POST", "/api/role-applications", {
    role: "instructor",
    experience: "Twelve years at the anvil, mostly knives and hand tools for local farms.",
    themes: ["knife-making", "tool-making"],
  });
  await openLive(page, "/", ["private-user."]);
  const bell = page.getByTestId("notification-bell");
  await expect(bell).toBeVisible();
  await expect(page.getByTestId("notification-badge")).toHaveCount(0);

  const admin = await adminPage(browser);
  const pending = (await (await admin.request.get("/api/admin/user-approvals?status=pending")).json()) as {
    data: { id: number; user: { email: string } }[];
  };
  const application = pending.data.find((a) => a.user.email === email);
  expect(application, "the new application is in the admin queue").toBeDefined();
  await send(admin, "POST", `/api/admin/user-approvals/${application!.id}/decision`, { status: "approved" });
  await admin.context().close();

  await expect(page.getByText("Instructor application approved").first()).toBeVisible();
  await expect(bell).toHaveAccessibleName(/1 unread notification\b/);
  await expect(page.getByTestId("notification-badge")).toHaveText("1");
  expect(await sameDocument(page), "the page was not reloaded").toBe(true);

  // The bell's list has it; opening it from there marks it read.
  await bell.click();
  const dialog = page.getByRole("dialog", { name: "Recent notifications" });
  await expect(dialog.getByRole("link", { name: "Instructor application approved" })).toBeVisible();
  await dialog.getByRole("button", { name: /^Mark read/ }).click();
  await expect(page.getByTestId("notification-badge")).toHaveCount(0);
  expect(problems()).toEqual([]);
});

test("a class.created event on new-classes shows 'New Class Available!' with a working 'View Class'", async ({
  page,
}) => {
  const problems = pageProblems(page);
  await loginAs(page, "student");
  await openLive(page, "/", ["new-classes", "private-user."]);

  // Announce a class that exists (the seed's first listed one), so "View Class" lands on a real page.
  const listed = await page.request.get("/api/classes");
  expect(listed.status()).toBe(200);
  const classUrl = ((await listed.json()) as { data: Array<{ url: string }> }).data[0]?.url ?? "";
  expect(classUrl).toMatch(/^\/classes\/\d+-/);

  const { appId, key, secret } = pusherCredentials();
  const base = new URL(test.info().project.use.baseURL ?? "http://127.0.0.1:3100");
  const publisher = new PusherServer({ appId, key, secret, host: base.hostname, port: base.port, useTLS: false });
  const response = await publisher.trigger("new-classes", "class.created", {
    title: "Live Damascus Weekend",
    instructor: "Ada Ironside",
    price: 240,
    url: classUrl,
  });
  expect(response.status).toBe(200);

  // Journeys that publish classes run at the same time: this event's toast is the one with its title.
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Live Damascus Weekend with Ada Ironside" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("New Class Available!");
  await expect(toast).toHaveAttribute("data-mounted", "true");
  await toast.getByRole("button", { name: "View Class" }).click();
  // The URL changes once the class page's loader has answered (slow on a busy 2-core machine).
  await expect(page).toHaveURL((url) => url.pathname === classUrl, { timeout: 30_000 });
  expect(await sameDocument(page), "View Class navigated inside the app").toBe(true);
  expect(problems()).toEqual([]);
});

test("the notification centre and the bell: marks read, look and accessibility", async ({ page }, testInfo) => {
  const problems = pageProblems(page);
  await registerApplicant(page);

  // Empty state first.
  await page.goto("/notifications");
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No notifications yet" })).toBeVisible();
  await shot(page, testInfo, "notifications-empty.png", { fullPage: true });

  // A rejection with a reason, then an approval of a second application: two unread notifications.
  const admin = await adminPage(page.context().browser()!);
  for (const [role, status] of [
    ["host", "rejected"],
    ["instructor", "approved"],
  ] as const) {
    const created = (await send(page, "POST", "/api/role-applications", {
      role,
      experience: "Eight years of decorative ironwork and gates, teaching evening classes.",
      themes: ["decorative-ironwork"],
      ...(role === "host"
        ? { venue: { name: "Cinder Barn", address: "12 Forge Lane", city: "Portland", equipment: ["coal forge"] } }
        : {}),
    })) as { data: { id: number } };
    await send(admin, "POST", `/api/admin/user-approvals/${created.data.id}/decision`, {
      status,
      ...(status === "rejected" ? { reason: "Please add photos of the forge." } : {}),
    });
  }
  await admin.context().close();

  await openLive(page, "/notifications", ["private-user."]);
  const items = page.getByTestId("notification-item");
  await expect(items).toHaveCount(2);
  await expect(items.first()).toHaveAttribute("data-unread", "true");
  await expect(items.first()).toContainText("Instructor application approved"); // newest first
  await expect(page.getByRole("heading", { name: "2 unread notifications" })).toBeVisible();
  await expect(page.getByTestId("notification-bell")).toHaveAccessibleName(/2 unread notifications/);
  await shot(page, testInfo, "notifications-list.png", { fullPage: true });
  let violations = await axeViolations(page);
  expect(violations.length, `axe on /notifications:\n${formatViolations(violations)}`).toBe(0);

  // The bell's dropdown (its chunk hydrates on its own, decision 044: click again if a click
  // landed before that, as a person would).
  const dialog = page.getByRole("dialog", { name: "Recent notifications" });
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByTestId("notification-bell").click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(dialog.getByTestId("notification-item")).toHaveCount(2);
  await shot(page, testInfo, "notifications-bell-open.png");
  violations = await axeViolations(page);
  expect(violations.length, `axe with the bell open:\n${formatViolations(violations)}`).toBe(0);
  await page.keyboard.press("Escape");

  // Mark one read, then all; the server agrees after a reload.
  await items
    .nth(1)
    .getByRole("button", { name: /^Mark read/ })
    .click();
  await expect(items.nth(1)).toHaveAttribute("data-unread", "false");
  await expect(page.getByRole("heading", { name: "1 unread notification" })).toBeVisible();
  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(page.getByRole("heading", { name: "All caught up" })).toBeVisible();
  await expect(page.getByTestId("notification-badge")).toHaveCount(0);
  await page.reload();
  await expect(page.locator('[data-testid="notification-item"][data-unread="true"]')).toHaveCount(0);

  // Each links to its target (data.url).
  await expect(items.first().getByRole("link", { name: "Instructor application approved" })).toHaveAttribute(
    "href",
    "/classes/create",
  );
  expect(problems()).toEqual([]);
});
