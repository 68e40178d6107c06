import { readFile } from "node:fs/promises";
import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { registerVerifiedStudent } from "./fixtures/accounts.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { collectPageProblems } from "./fixtures/page-problems.ts";
import { shot } from "./fixtures/screenshots.ts";
import { browserUA } from "./fixtures/user-agent.ts";

/** Issue 37 point 8 (decision 532): a person downloads their data and deletes their account from /profile. */

async function checkPage(page: Page, info: TestInfo, name: string, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0)); // else the sticky header lands mid-page
  await shot(page, info, `account-data-${name}.png`, { fullPage });
  const violations = await axeViolations(page);
  expect(violations.length, `axe-core violations on ${name}:\n${formatViolations(violations)}`).toBe(0);
}

test("a person downloads their data as JSON, then deletes their account with their password: signed out everywhere, mailed, and the old password no longer signs in", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(90_000);
  const { email, password, name } = await registerVerifiedStudent(page, "leaving");
  const problems = collectPageProblems(page);
  // A second device, signed in too: it is signed out by the deletion as well.
  const other = await browser.newContext({ baseURL: info.project.use.baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto("/login");
  await otherPage.getByLabel("Email").fill(email);
  await otherPage.getByLabel("Password").fill(password);
  await otherPage.getByRole("button", { name: "Sign in" }).click();
  await expect(otherPage).not.toHaveURL(/\/login/);

  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 2, name: "Your data" })).toBeVisible();

  // The download is a JSON file of the person's own data.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download your data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^guildforge-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path()) as string, "utf8"));
  expect(data.profile).toMatchObject({ email, name });
  expect(data).toHaveProperty("messages_written");
  await checkPage(page, info, "profile");

  // Deleting asks for the password; a wrong one is refused in the dialog.
  // A link that opens the dialog once the page runs (without JavaScript it opens the form in the page).
  await page.getByRole("link", { name: "Delete your account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toContainText(`we will email ${email} to confirm`);
  await dialog.getByLabel("Your password").fill("not-my-password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("That is not your password.")).toBeVisible();
  await checkPage(page, info, "delete-dialog", false);
  await dialog.getByLabel("Your password").fill(password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();

  // The home page says so, signed out.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("status").filter({ hasText: "Your account is deleted." })).toBeVisible();
  await expect(page.getByRole("button", { name: /^(Test leaving|Account)/ })).toHaveCount(0);
  await checkPage(page, info, "deleted");

  // The confirmation is mailed to the address the account had.
  await expect(async () => {
    const res = await page.request.get("/dev/mailbox.json");
    const { data: mails } = (await res.json()) as { data: Array<{ to: string; text: string }> };
    const mail = mails.find((m) => m.to.includes(email) && m.text.includes("your Guildforge account has been deleted"));
    expect(mail?.text).toContain(`Hello ${name}`);
  }).toPass({ timeout: 20_000 });

  // Both devices are signed out, and the old password signs in no more.
  for (const p of [page, otherPage]) {
    await p.goto("/profile");
    await expect(p).toHaveURL(/\/login\?redirect=%2Fprofile/);
  }
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("These credentials do not match our records.")).toBeVisible();

  // The privacy page says what happened to classes and conversations.
  await page.goto("/privacy#deleting-your-account");
  await expect(page.getByRole("heading", { level: 2, name: "Deleting your account" })).toBeVisible();
  await expect(page.getByText("the conversation shows you as", { exact: false })).toBeVisible();
  await other.close();
  const expected = (p: string) =>
    (p.includes("status of 422") && p.includes("/api/user")) ||
    (p.includes("status of 422") && p.includes("/api/login"));
  expect(problems.filter((p) => !expected(p))).toEqual([]);
});

test("with JavaScript off, the account is deleted from the form in the page, after a wrong password is refused", async ({
  browser,
}, info) => {
  const setup = await browser.newContext({ userAgent: browserUA });
  const { password } = await registerVerifiedStudent(await setup.newPage(), "nojs-leaving");
  const context = await browser.newContext({
    userAgent: browserUA,
    javaScriptEnabled: false,
    storageState: await setup.storageState(),
  });
  await setup.close();
  const page = await context.newPage();
  await page.goto("/profile");
  await page.getByRole("link", { name: "Delete your account" }).click();
  await expect(page).toHaveURL(/\/profile\?delete-account#delete-account$/);
  const form = page.getByRole("region", { name: "Delete your account?" });
  await form.getByLabel("Your password").fill("not-my-password");
  await form.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("That is not your password.")).toBeVisible();
  // The answer opens at the form, far down the page.
  await expect(page.getByLabel("Your password")).toBeInViewport();
  await expect(page.getByLabel("Your password")).toHaveValue("");
  await shot(page, info, "account-data-delete-no-js.png");
  await page.getByLabel("Your password").fill(password);
  await page.getByRole("button", { name: "Delete my account" }).click();
  // (The form's fragment rides along the redirect, as browsers do.)
  await expect(page).toHaveURL(/\/(#delete-account)?$/);
  await expect(page.getByRole("status").filter({ hasText: "Your account is deleted." })).toBeVisible();
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile/);
  await context.close();
});
