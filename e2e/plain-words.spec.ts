import { expect, type Page, test } from "@playwright/test";
import { demoEmail } from "./fixtures/auth.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { shot } from "./fixtures/screenshots.ts";

/**
 * Issue 37 point 7, "words for people": an error shown inline is never toasted as well, and the
 * texts a person reads say what happened in their words. Runs at 390 and 1280 px.
 */

/** sonner's toasts (rendered into its own <section aria-label="Notifications …">, outside the form). */
const toasts = (page: Page) => page.locator("[data-sonner-toast]");

/**
 * Asserts that no toast shows for a while. A toast is asked for when the call fails, but sonner and
 * the toaster are loaded lazily (decision 044), so it appears a few hundred ms after the inline
 * message: an assertion made at once would pass even when the toast is coming. Watches for 2.5 s.
 */
async function expectNoToastFor(page: Page, ms = 2_500) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    expect(await toasts(page).count(), "a toast showed the error a second time").toBe(0);
    await page.waitForTimeout(100);
  }
}

test("a wrong password is said once, under the form, with no 'Validation Error' toast", async ({ page }, testInfo) => {
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(demoEmail("student"));
  await page.getByLabel("Password").fill("not-the-password-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("These credentials do not match our records.")).toBeVisible();
  await expectNoToastFor(page);
  await expect(page.getByText("Validation Error")).toHaveCount(0);
  await expect(page.getByText("These credentials do not match our records.")).toHaveCount(1);
  await shot(page, testInfo, "plain-words-login-wrong-password.png");
  expect(formatViolations(await axeViolations(page))).toBe("");
});

test("an empty password says it is required, on sign-in and on sign-up", async ({ page }) => {
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(demoEmail("student"));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("The password field is required.")).toBeVisible();

  await page.goto("/register");
  await waitForHydration(page);
  await page.getByLabel("Name").fill("Ada Anvil");
  await page.getByLabel("Email").fill("ada.empty@guildforge.test");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("The password field is required.")).toBeVisible();
  await expect(page.getByText("The password cannot be only spaces.")).toHaveCount(0);
});
