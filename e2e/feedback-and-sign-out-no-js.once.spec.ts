import { expect, test } from "@playwright/test";
import { loginAs } from "./fixtures/auth.ts";
import { shot } from "./fixtures/screenshots.ts";
import { browserUA } from "./fixtures/user-agent.ts";

// Issue 38 (decision 535), with JavaScript off at both widths: the floating bug button leads to
// /bug-report's form for the page it was pressed on, whose text reaches the team through the
// route's action; and "Sign out" (the header's account control is then a link to /profile, which
// has the form) ends the session on the server.

/** The feedback forms refuse a submission sooner than 3 s after they opened (decision 312). */
const minimumFill = 3_200;

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, userAgent: browserUA });

  test("bug report: the floating button opens /bug-report for this page; a refusal keeps the text, then the report reaches the inbox", async ({
    page,
    browser,
  }, info) => {
    await page.goto("/classes");
    await page.getByRole("button", { name: "Report a bug" }).click();
    await expect(page).toHaveURL(/\/bug-report\?from=%2Fclasses#report$/);
    const form = page.locator("form#bug-report");
    await form.evaluate((element) => element.setAttribute("novalidate", ""));
    await form.getByLabel("What went wrong?").fill("Broken");
    await form.getByLabel("Your email (optional)").fill("reporter@example.com");
    await form.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByText("Describe what went wrong in at least 10 characters.")).toBeVisible();
    await expect(form.getByLabel("What went wrong?")).toHaveValue("Broken");
    await expect(form.getByLabel("What went wrong?")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Your email (optional)")).toHaveValue("reporter@example.com");
    await shot(page, info, "no-js-bug-report-refused.png");

    const description = `Without JavaScript the class list forgets its filter (${info.project.name} ${Date.now()})`;
    await form.getByLabel("What went wrong?").fill(description);
    await page.waitForTimeout(minimumFill);
    await form.getByRole("button", { name: "Send report" }).click();
    await expect(page).toHaveURL(/\/bug-report$/);
    await expect(page.getByRole("status").filter({ hasText: "your report reached the team" })).toBeVisible();
    await shot(page, info, "no-js-bug-report-sent.png");

    // The team reads it in the inbox, about the page the button was pressed on.
    const adminContext = await browser.newContext({ userAgent: browserUA });
    const admin = await adminContext.newPage();
    await loginAs(admin, "admin");
    await admin.goto("/admin/feedback");
    const card = admin.getByRole("article", { name: description });
    await expect(card).toBeVisible();
    await expect(card.getByText("/classes")).toBeVisible();
    await adminContext.close();
  });

  test("sign out: from the account link's page, the session ends and the next page is signed out", async ({
    page,
  }, info) => {
    await loginAs(page, "student");
    await page.goto("/dashboard");
    // Without JavaScript the header's account control is a link to /profile, which has the form.
    await page.getByTestId("account-link").click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("account-link")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
    await shot(page, info, "no-js-signed-out.png");
    // Signed out on the server: the guard sends the next visit to sign in.
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile/);
  });
});
