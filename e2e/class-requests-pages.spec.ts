import { expect, test } from "@playwright/test";
import { type DemoRole, loginAs } from "./fixtures/auth.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { expectNoSidewaysScroll } from "./fixtures/layout.ts";
import { collectPageProblems } from "./fixtures/page-problems.ts";
import { shot } from "./fixtures/screenshots.ts";

/** The four class request pages of issue 7: axe-core finds nothing, no page errors, a screenshot per width. */
const pages: { name: string; path: string; heading: string; as?: DemoRole }[] = [
  { name: "request-class-signed-out", path: "/request-class", heading: "Request a class" },
  { name: "request-class", path: "/request-class", heading: "Request a class", as: "student" },
  { name: "class-requests-signed-out", path: "/class-requests", heading: "Class requests" },
  { name: "class-requests", path: "/class-requests?sort=newest", heading: "Class requests", as: "student" },
  { name: "my-requests", path: "/profile/my-requests", heading: "My class requests", as: "student" },
  { name: "admin-class-requests", path: "/admin/class-requests", heading: "Review class requests", as: "admin" },
  {
    name: "admin-class-requests-approved",
    path: "/admin/class-requests?status=approved",
    heading: "Review class requests",
    as: "admin",
  },
];

for (const c of pages) {
  test(`${c.name}: accessible, clean, screenshot`, async ({ page }, testInfo) => {
    if (c.as) await loginAs(page, c.as);
    const problems = collectPageProblems(page);
    const response = await page.goto(c.path);
    expect(response?.status(), `status of ${c.path}`).toBe(200);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1, name: c.heading })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, testInfo, `class-requests-${c.name}.png`, { fullPage: true });
    const violations = await axeViolations(page);
    expect(violations.length, `axe-core violations on ${c.path}:\n${formatViolations(violations)}`).toBe(0);
    expect(problems, `page errors on ${c.path}`).toEqual([]);
  });
}

test("the fulfil dialog on the admin queue is accessible too", async ({ page }) => {
  await loginAs(page, "admin");
  await page.goto("/admin/class-requests?status=approved");
  await page.waitForLoadState("networkidle");
  // With JavaScript the summary opens the fulfil form in a dialog (decision 535).
  await waitForHydration(page);
  await page.locator("summary", { hasText: "Fulfill…" }).first().click();
  const dialog = page.getByRole("dialog", { name: /^Fulfil/ });
  await expect(dialog.getByRole("radio").first()).toBeVisible();
  const violations = await axeViolations(page);
  expect(violations.length, `axe-core violations in the fulfil dialog:\n${formatViolations(violations)}`).toBe(0);
});
