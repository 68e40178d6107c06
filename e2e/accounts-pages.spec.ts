import { expect, type Page, test } from "@playwright/test";
import { openAccountMenu, registerThroughForm, uniqueEmail } from "./fixtures/accounts.ts";
import { type DemoRole, loginAs } from "./fixtures/auth.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { expectNoSidewaysScroll } from "./fixtures/layout.ts";
import { collectPageProblems } from "./fixtures/page-problems.ts";
import { shot } from "./fixtures/screenshots.ts";

/** Every account page of issue 3: axe-core finds nothing, no page errors, a screenshot per width. */
interface PageCase {
  name: string;
  path: string;
  heading: string | RegExp;
  as?: DemoRole | "unverified";
}

const pages: PageCase[] = [
  { name: "login", path: "/login", heading: "Sign in" },
  { name: "register", path: "/register", heading: "Create an account" },
  { name: "forgot-password", path: "/forgot-password", heading: "Forgot your password?" },
  { name: "reset-password", path: "/reset-password?token=t0ken&email=a%40b.test", heading: "Set a new password" },
  { name: "verify-email-bad-link", path: "/verify-email?id=1", heading: "Verify your email" },
  {
    name: "email-verification-required",
    path: "/email-verification-required",
    heading: "Check your email",
    as: "unverified",
  },
  { name: "profile", path: "/profile", heading: "Your profile", as: "student" },
  { name: "settings-notifications", path: "/settings/notifications", heading: "Notification settings", as: "student" },
  { name: "public-profile", path: "/users/ingrid-hammerfell", heading: "Ingrid Hammerfell" },
  { name: "public-profile-unknown", path: "/users/no-such-smith", heading: "404" },
  { name: "instructors", path: "/instructors", heading: "Instructors" },
  { name: "instructors-filtered", path: "/instructors?theme=horseshoeing", heading: "Instructors" },
  { name: "become-instructor-signed-out", path: "/become-instructor", heading: "Teach at Guildforge" },
  { name: "become-instructor-student", path: "/become-instructor", heading: "Teach at Guildforge", as: "student" },
  // Decision 212: an unverified account gets the verify-email notice instead of the request form.
  { name: "request-class-unverified", path: "/request-class", heading: "Request a class", as: "unverified" },
  { name: "instructor-invitation-invalid", path: "/instructor-invitation/not-a-token", heading: "Teach at Guildforge" },
  { name: "admin-user-approvals", path: "/admin/user-approvals", heading: "User approvals", as: "admin" },
  {
    name: "admin-user-approvals-all",
    path: "/admin/user-approvals?status=all",
    heading: "User approvals",
    as: "admin",
  },
];

async function signIn(page: Page, as: PageCase["as"]) {
  if (!as) return;
  if (as === "unverified")
    await registerThroughForm(page, "Una Verified", uniqueEmail("unverified"), "slack-tub-water-3");
  else await loginAs(page, as);
}

for (const c of pages) {
  test(`${c.name}: accessible, clean, screenshot`, async ({ page }, testInfo) => {
    await signIn(page, c.as);
    const problems = collectPageProblems(page);
    const response = await page.goto(c.path);
    expect(response?.status(), `status of ${c.path}`).toBeLessThan(c.name.endsWith("unknown") ? 500 : 400);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1, name: c.heading })).toBeVisible();
    await expectNoSidewaysScroll(page);
    if (c.name === "verify-email-bad-link")
      await expect(page.getByText("This verification link is incomplete")).toBeVisible();
    if (c.name === "request-class-unverified") {
      await expect(page.getByText("Verify your email address to request a class.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Send request" })).toHaveCount(0);
    }
    await shot(page, testInfo, `accounts-${c.name}.png`, { fullPage: true });
    const violations = await axeViolations(page);
    expect(violations.length, `axe-core violations on ${c.path}:\n${formatViolations(violations)}`).toBe(0);
    expect(
      problems.filter((p) => !p.includes("status of 404")),
      `page errors on ${c.path}`,
    ).toEqual([]);
  });
}

test("signed-in header: display name with the account menu (admin link only for admins)", async ({ page }) => {
  await loginAs(page, "admin");
  await page.goto("/instructors");
  await openAccountMenu(page, "Ada Ironside");
  for (const item of ["Dashboard", "Profile", "Settings", "Admin", "Sign out"]) {
    await expect(page.getByRole("menuitem", { name: item })).toBeVisible();
  }
  const violations = await axeViolations(page);
  expect(violations.length, formatViolations(violations)).toBe(0);
  await page.keyboard.press("Escape");

  await page.context().clearCookies();
  await loginAs(page, "student");
  await page.goto("/instructors");
  await openAccountMenu(page, "Sam Quench");
  await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Admin" })).toHaveCount(0);
});
