import { expect, type Page, test } from "@playwright/test";
import { mailedLink, registerThroughForm, uniqueEmail } from "./fixtures/accounts.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { csrfHeaders } from "./fixtures/live.ts";
import { shot } from "./fixtures/screenshots.ts";

/**
 * Decision 506 in the browser: a new student, signed in but not verified yet, meets the
 * verify-email notice where they would message an instructor or vote for a class request (the API
 * refuses both with the verification 403); once the mailed link is opened, the same entry points
 * offer the message form and the vote button.
 */

/** A published demo class: its page, instructor and id. */
async function publishedClass(page: Page) {
  const res = await page.request.get("/api/classes?limit=1");
  expect(res.ok()).toBe(true);
  const [cls] = ((await res.json()) as { data: Array<{ id: number; url: string; instructor: { id: number } }> }).data;
  expect(cls, "the demo catalog has a published class").toBeDefined();
  return cls as { id: number; url: string; instructor: { id: number } };
}

/**
 * Opens the class page's "Message the instructor" dialog. It waits for hydration: before it the
 * button asks for the page with the form in its flow instead (decision 535).
 */
async function openMessageDialog(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
  const button = page.getByRole("button", { name: "Message the instructor" });
  const dialog = page.getByRole("dialog");
  await expect(async () => {
    if (!(await dialog.isVisible())) await button.click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return dialog;
}

test("an unverified student is led to verify before messaging or voting, then may do both", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("gate");
  await registerThroughForm(page, "Gale Gated", email, "quench-and-temper-42");
  const cls = await publishedClass(page);

  // The API refuses both with the verification answer.
  const headers = await csrfHeaders(page);
  const started = await page.request.post("/api/conversations", {
    headers,
    data: { user_id: cls.instructor.id, class_id: cls.id, body: "Hello, is there space left?" },
  });
  expect(started.status()).toBe(403);
  expect(((await started.json()) as { error: { message: string } }).error.message).toBe(
    "Verify your email address to continue.",
  );

  // Messaging: the dialog shows the notice, with a way to verify and come back, and no form.
  let dialog = await openMessageDialog(page, cls.url);
  await expect(dialog.getByText(/^Verify your email address to message /)).toBeVisible();
  const verify = dialog.getByRole("link", { name: "Verify your email" });
  await expect(verify).toHaveAttribute("href", `/email-verification-required?redirect=${encodeURIComponent(cls.url)}`);
  await expect(dialog.getByLabel("Your message")).toHaveCount(0);
  await shot(page, testInfo, "message-dialog-verify-first.png");
  await page.keyboard.press("Escape");

  // Voting: the approved requests show "Verify your email to vote" instead of a vote button.
  await page.goto("/class-requests");
  await expect(page.getByRole("link", { name: "Verify your email to vote" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Vote for / })).toHaveCount(0);
  await shot(
    page.getByTestId("class-request").filter({ hasText: "Verify your email to vote" }).first(),
    testInfo,
    "request-card-verify-to-vote.png",
  );

  // Once verified, the same entry points work.
  await page.goto(await mailedLink(page, email, "/verify-email"));
  await expect(page.getByText("Your email address is verified")).toBeVisible();
  await page.goto("/class-requests");
  await expect(page.getByRole("button", { name: /^Vote for / }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Verify your email to vote" })).toHaveCount(0);
  dialog = await openMessageDialog(page, cls.url);
  await expect(dialog.getByLabel("Your message")).toBeVisible();
});
