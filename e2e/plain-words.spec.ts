import { expect, type Page, test } from "@playwright/test";
import { mailedLink, registerThroughForm, registerVerifiedStudent, uniqueEmail } from "./fixtures/accounts.ts";
import { demoEmail, loginAs } from "./fixtures/auth.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { shot } from "./fixtures/screenshots.ts";

/**
 * Issue 37 point 7, "words for people": an error shown inline is never toasted as well, and the
 * texts a person reads say what happened in their words. Runs at 390 and 1280 px.
 */

/** sonner's toasts (rendered into its own <section aria-label="Notifications …">, outside the form). */
const toasts = (page: Page) => page.locator("[data-sonner-toast]");

async function xsrf(page: Page): Promise<Record<string, string>> {
  await page.request.get("/api/csrf-cookie");
  const token = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  return { Accept: "application/json", "X-XSRF-TOKEN": decodeURIComponent(token) };
}

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

test("a sender the other person blocked is told 'You can't message this person.' once, not 'Access Denied'", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await registerVerifiedStudent(page, `blocked-${testInfo.project.name}-${Date.now() % 100_000}`);
  const instructorContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const instructor = await instructorContext.newPage();
  await loginAs(instructor, "instructor");
  const instructorId = ((await (await instructor.request.get("/api/user")).json()) as { id: number }).id;
  const studentId = ((await (await page.request.get("/api/user")).json()) as { id: number }).id;

  const started = await page.request.post("/api/conversations", {
    headers: await xsrf(page),
    data: { user_id: instructorId, body: "Do I need my own gloves?" },
  });
  expect(started.status()).toBe(201);
  const conversationId = ((await started.json()) as { data: { conversation: { id: number } } }).data.conversation.id;
  await page.goto(`/messages/${conversationId}`);
  await waitForHydration(page);

  // The instructor blocks the student while the student's thread is open with its composer.
  const blocked = await instructor.request.post(`/api/users/${studentId}/block`, { headers: await xsrf(instructor) });
  expect(blocked.ok()).toBe(true);
  await instructorContext.close();

  await page.getByRole("textbox", { name: "Message" }).fill("Are you there?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("You can't message this person.")).toBeVisible();
  await expectNoToastFor(page);
  await expect(page.getByText("Access Denied")).toHaveCount(0);
  await expect(page.getByText("You can't message this person.")).toHaveCount(1);
  await shot(page, testInfo, "plain-words-blocked-sender.png");

  // Opened again, the thread says the same in place of the composer.
  await page.reload();
  await expect(page.getByTestId("cannot-send-note")).toHaveText("You can't message this person.");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveCount(0);
  expect(formatViolations(await axeViolations(page))).toBe("");
});

test("an unverified member sees 'Verify your email address' with a resend button on the dashboard and the profile", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(`banner-${testInfo.project.name}`);
  await registerThroughForm(page, "Bea Banner", email, "slack-tub-water-3");

  await page.goto("/dashboard");
  await waitForHydration(page);
  const banner = page.getByRole("region", { name: "Verify your email address" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(email);
  await shot(page, testInfo, "plain-words-dashboard-verify-banner.png");
  expect(formatViolations(await axeViolations(page))).toBe("");
  await banner.getByRole("button", { name: "Resend the verification email" }).click();
  // The resend form's action sends the page back with a one-time message (decision 535).
  await expect(
    page.getByRole("status").filter({ hasText: "A new verification link has been sent to your email address." }),
  ).toBeVisible();
  await expectNoToastFor(page, 500);

  await page.goto("/profile");
  await waitForHydration(page);
  await expect(page.getByRole("region", { name: "Verify your email address" })).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Verify your email address" })
      .getByRole("button", { name: "Resend the verification email" }),
  ).toBeVisible();
  // The role badge is a word for people, not the raw "student".
  await expect(page.getByText("Student", { exact: true })).toBeVisible();
  await expect(page.getByText("student", { exact: true })).toHaveCount(0);
  await shot(page, testInfo, "plain-words-profile-verify-banner.png");
  expect(formatViolations(await axeViolations(page))).toBe("");

  // Verified, the banner is gone.
  await page.goto(await mailedLink(page, email, "/verify-email"));
  await expect(page.getByText("Your email address is verified")).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByTestId("verify-email-banner")).toHaveCount(0);
});

test("a student's notification settings list only what can reach a student", async ({ page }, testInfo) => {
  await loginAs(page, "student");
  await page.goto("/settings/notifications");
  await expect(page.getByRole("heading", { level: 1, name: "Notification settings" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Your applications/ })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Messages/ })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Applications to review/ })).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: /Feedback/ })).toHaveCount(0);
  await shot(page, testInfo, "plain-words-student-notification-settings.png", { fullPage: true });

  // An admin still has every one.
  await page.context().clearCookies();
  await loginAs(page, "admin");
  await page.goto("/settings/notifications");
  await expect(page.getByRole("checkbox", { name: /Applications to review/ })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Feedback/ })).toBeVisible();
});
