import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./fixtures/accounts.ts";
import { loginAs } from "./fixtures/auth.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { expectNoSidewaysScroll } from "./fixtures/layout.ts";
import { shot } from "./fixtures/screenshots.ts";

/** Issue 21, points 7 and 8: people and places that look real; long lists and wide tables. */

// A person's browser: headless Chromium's user agent counts as a crawler (bare status pages).
test.use({
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
});

async function expectAccessible(page: Page) {
  const violations = await axeViolations(page);
  expect(violations.length, formatViolations(violations)).toBe(0);
}

test("a public profile shows photo, bio, themes, upcoming and past classes, and a way to message", async ({
  page,
}, testInfo) => {
  await loginAs(page, "student");
  await page.goto("/users/diego-herrera");
  await expect(page.getByRole("heading", { level: 1, name: "Diego Herrera" })).toBeVisible();
  const photo = page.getByRole("img", { name: "Portrait of Diego Herrera" });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText(/journeyman farrier/)).toBeVisible();
  await expect(page.getByText("Austin, TX")).toBeVisible();
  const main = page.locator("main");
  await expect(main.getByRole("link", { name: "Horseshoeing" })).toBeVisible();
  const upcoming = page.getByRole("heading", { level: 2, name: "Upcoming classes" }).locator("xpath=../..");
  const past = page.getByRole("heading", { level: 2, name: "Past classes" }).locator("xpath=../..");
  await expect(upcoming.getByRole("link").first()).toBeVisible();
  await expect(past.getByRole("link").first()).toBeVisible();
  await expect(upcoming.getByText(/Austin/).first()).toBeVisible();
  const message = page.getByRole("button", { name: "Message the instructor" });
  await expect(message).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo, "profile.png", { fullPage: true });
  await expectAccessible(page);
  // With JavaScript the button opens the dialog (before it, the form opens in the page; decision 535).
  await waitForHydration(page);
  await message.click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("the instructor theme filter lists those who teach the theme", async ({ page }) => {
  await page.goto("/instructors?theme=jewelry-small-items");
  const names = page.locator("main").getByRole("heading", { level: 2 });
  await expect(names).toHaveText(["Elspeth McRae"]);
});

test("/manage/applications pages through the queue with Load more", async ({ page }, testInfo) => {
  await loginAs(page, "admin");
  await page.goto("/manage/applications?status=all");
  await expect(page.getByRole("heading", { level: 1, name: "Manage applications" })).toBeVisible();
  const rows = page.getByTestId("queue-row");
  await expect(rows).toHaveCount(10);
  const more = page.getByRole("link", { name: "Load more applications" });
  await expect(more).toBeVisible();
  await expect(page.getByText(/^Showing 10 of \d+$/)).toBeVisible();
  await shot(page, testInfo, "queue.png", { fullPage: true });
  await expectAccessible(page);
  const firstIds = await rows.evaluateAll((els) => els.map((e) => e.getAttribute("data-application-id")));
  await more.click();
  await expect.poll(() => rows.count()).toBeGreaterThan(10);
  const allIds = await rows.evaluateAll((els) => els.map((e) => e.getAttribute("data-application-id")));
  expect(allIds.slice(0, 10)).toEqual(firstIds);
  expect(new Set(allIds).size).toBe(allIds.length);
});

test("the admin dashboard pages its classes with Load more", async ({ page }) => {
  await loginAs(page, "admin");
  await page.goto("/dashboard");
  const classes = page.getByTestId("teaching-class");
  await expect(classes).toHaveCount(6);
  // With JavaScript the "Load more" link appends in place (without it, it opens the next page).
  await waitForHydration(page);
  await page.getByRole("link", { name: "Load more classes" }).click();
  await expect(classes).toHaveCount(12);
  await expectAccessible(page);
});

test("the roster is cards at phone width and a table on a desk", async ({ page }, testInfo) => {
  await loginAs(page, "admin");
  await page.goto("/manage/students");
  const roster = page.getByTestId("roster");
  await expect(roster).toBeVisible();
  const phone = (page.viewportSize()?.width ?? 1280) < 640;
  if (phone) {
    await expect(roster.getByTestId("roster-card").first()).toBeVisible();
    await expect(roster.getByRole("table")).toBeHidden();
  } else {
    await expect(roster.getByRole("table")).toBeVisible();
    await expect(roster.getByTestId("roster-card").first()).toBeHidden();
  }
  await expectNoSidewaysScroll(page);
  await shot(roster, testInfo, "roster.png");
  await expectAccessible(page);
});

test("a host invites an instructor from the dashboard; the invitee gets the link", async ({ page }, testInfo) => {
  await loginAs(page, "host");
  await page.goto("/dashboard");
  const panel = page.getByTestId("invite-instructor");
  await expect(panel.getByRole("heading", { name: "Invite an instructor" })).toBeVisible();
  await panel.getByRole("button", { name: "Send invitation" }).click();
  await expect(panel.getByLabel(/Their email/)).toBeFocused();
  // An empty field says it is required (issue 37 point 7), as every form does.
  await expect(panel.getByText("Email address is required.")).toBeVisible();
  const email = uniqueEmail("invitee");
  await panel.getByLabel(/Their email/).fill(email);
  await panel.getByRole("button", { name: "Send invitation" }).click();
  await expect(panel.getByText(`Invitation sent to ${email}`, { exact: false })).toBeVisible();
  const link = panel.getByRole("link", { name: /instructor-invitation/ });
  await expect(link).toBeVisible();
  await shot(panel, testInfo, "invite.png");
  await expectAccessible(page);
  const href = new URL((await link.getAttribute("href")) ?? "", "http://x").pathname;
  await page.goto(href);
  await expect(page.locator("main").getByText(email, { exact: true })).toBeVisible();
});

test("an invalid invitation link offers a next step", async ({ page }, testInfo) => {
  await page.goto("/instructor-invitation/not-a-real-token");
  const box = page.getByTestId("invalid-invitation");
  await expect(box.getByText("This invitation link is not valid.", { exact: false })).toBeVisible();
  await expect(box.getByRole("link", { name: "Apply to teach" })).toBeVisible();
  await shot(page, testInfo, "invalid-invitation.png", { fullPage: true });
  await expectAccessible(page);
  await box.getByRole("link", { name: "Apply to teach" }).click();
  await expect(page).toHaveURL(/\/become-instructor$/);
});
