import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { verifyOverApi } from "./fixtures/accounts.ts";
import { loginAs } from "./fixtures/auth.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { csrfHeaders } from "./fixtures/live.ts";
import { shot } from "./fixtures/screenshots.ts";

// Issue 38, with JavaScript off at both widths (390 and 1280): /notifications' "Mark read" and
// "Mark all read" are forms posting to the route's action, which comes back to the page showing
// the read state (post/redirect/get), and the server keeps it.

const browserUA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

test.describe.configure({ timeout: 90_000 });

async function send(page: Page, method: "POST" | "PATCH", url: string, data?: unknown) {
  const request: APIRequestContext = page.request;
  const res = await request.fetch(url, { method, headers: await csrfHeaders(page), data });
  if (!res.ok()) throw new Error(`${method} ${url} answered ${res.status()}: ${await res.text()}`);
  return res.status() === 204 ? undefined : ((await res.json()) as unknown);
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ userAgent: browserUA });
  const page = await context.newPage();
  await loginAs(page, "admin");
  return page;
}

/** A fresh, verified account signed in in the page's context, with two unread notifications. */
async function applicantWithTwoNotifications(page: Page, browser: Browser) {
  const email = `notif-nojs-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@guildforge.test`;
  const password = "anvil-ember-pass-2026";
  await send(page, "POST", "/api/register", { name: "Rhea Plain", email, password, password_confirmation: password });
  await verifyOverApi(page, email, await csrfHeaders(page));
  const admin = await adminPage(browser);
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
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, userAgent: browserUA });

  test("notifications: mark one read, then all, each back on /notifications showing it read", async ({
    page,
    browser,
  }, info) => {
    await applicantWithTwoNotifications(page, browser);
    await page.goto("/notifications");
    const items = page.getByTestId("notification-item");
    const unread = page.locator('[data-testid="notification-item"][data-unread="true"]');
    await expect(items).toHaveCount(2);
    await expect(unread).toHaveCount(2);
    await expect(page.getByRole("heading", { name: "2 unread notifications" })).toBeVisible();

    // One: a POST to the route's action, then back here with it read.
    await items
      .nth(1)
      .getByRole("button", { name: /^Mark read/ })
      .click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole("heading", { name: "1 unread notification" })).toBeVisible();
    await expect(items.nth(1)).toHaveAttribute("data-unread", "false");
    await expect(items.nth(0)).toHaveAttribute("data-unread", "true");
    await expect(page.getByText("Notification marked read.")).toBeVisible();
    await shot(page, info, "no-js-notifications-one-read.png", { fullPage: true });

    // All.
    await page.getByRole("button", { name: "Mark all read" }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole("heading", { name: "All caught up" })).toBeVisible();
    await expect(unread).toHaveCount(0);
    await expect(page.getByText("All notifications are marked read.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark all read" })).toBeDisabled();
    await shot(page, info, "no-js-notifications-all-read.png", { fullPage: true });

    // The server keeps it.
    await page.goto("/notifications");
    await expect(unread).toHaveCount(0);
  });
});

test.describe("with JavaScript on", () => {
  test.use({ userAgent: browserUA });

  test("the bell's Mark read and Mark all read go through a fetcher: no page load, the badge follows", async ({
    page,
    browser,
  }) => {
    await applicantWithTwoNotifications(page, browser);
    await page.goto("/dashboard");
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    const badge = page.getByTestId("notification-badge");
    await expect(badge).toHaveText("2");
    const dialog = page.getByRole("dialog", { name: "Recent notifications" });
    await expect(async () => {
      if (!(await dialog.isVisible())) await page.getByTestId("notification-bell").click();
      await expect(dialog).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await dialog
      .getByRole("button", { name: /^Mark read/ })
      .first()
      .click();
    await expect(badge).toHaveText("1");
    await dialog.getByRole("button", { name: "Mark all read" }).click();
    await expect(badge).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // The server agrees.
    await page.goto("/notifications");
    await expect(page.locator('[data-testid="notification-item"][data-unread="true"]')).toHaveCount(0);
  });
});
