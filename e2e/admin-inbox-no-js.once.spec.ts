import { expect, test } from "@playwright/test";
import { loginAs } from "./fixtures/auth.ts";
import { shot } from "./fixtures/screenshots.ts";
import { browserUA } from "./fixtures/user-agent.ts";

// Issue 38 (decision 535), with JavaScript off at both widths: the admin's feedback inbox sets an
// item's status and replies to its sender through /admin/feedback's action; an empty reply is
// refused on its field.

/** The feedback forms refuse a submission sooner than 3 s after they opened (decision 312). */
const minimumFill = 3_200;

test.use({ javaScriptEnabled: false, userAgent: browserUA });

test("the admin replies to a bug report and triages it without JavaScript", async ({ page, browser }, info) => {
  // A visitor's report with an email address to reply to, sent through /bug-report's form.
  const visitor = await browser.newContext({ userAgent: browserUA, javaScriptEnabled: false });
  const form = await visitor.newPage();
  await form.goto("/bug-report?from=%2Fclasses");
  const title = `The map forgets its zoom after a filter (${info.project.name} ${Date.now()})`;
  await form.getByLabel("What went wrong?").fill(title);
  await form.getByLabel("Your email (optional)").fill(`reporter-${info.project.name}@example.com`);
  await form.waitForTimeout(minimumFill);
  await form.getByRole("button", { name: "Send report" }).click();
  await expect(form.getByRole("status").filter({ hasText: "your report reached the team" })).toBeVisible();
  await visitor.close();

  await loginAs(page, "admin");
  await page.goto("/admin/feedback?kind=bug");
  const card = page.getByRole("article", { name: title });
  await expect(card).toBeVisible();

  // An empty reply: refused on its field, nothing sent.
  await card
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Send reply" }) })
    .evaluate((f) => {
      f.setAttribute("novalidate", "");
    });
  await card.getByRole("button", { name: "Send reply" }).click();
  const again = page.getByRole("article", { name: title });
  await expect(again.getByText("Write your reply.")).toBeVisible();
  await expect(again.getByRole("textbox", { name: /^Reply to/ })).toHaveAttribute("aria-invalid", "true");
  await shot(page, info, "no-js-inbox-reply-refused.png");
  // Too short: refused on its field, the typed text kept.
  await again.getByRole("textbox", { name: /^Reply to/ }).fill("x");
  await again.getByRole("button", { name: "Send reply" }).click();
  const kept = page.getByRole("article", { name: title });
  await expect(kept.getByText("Write your reply.")).toBeVisible();
  await expect(kept.getByRole("textbox", { name: /^Reply to/ })).toHaveValue("x");

  // A reply: sent, said at the top of the inbox, kept on the item.
  const reply = "Thanks: we can reproduce it and are on it.";
  await again.getByRole("textbox", { name: /^Reply to/ }).fill(reply);
  await again.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Reply sent.")).toBeVisible();
  const replied = page.getByRole("article", { name: title });
  await expect(replied.getByRole("region", { name: "Replies sent" })).toContainText(reply);
  await expect(replied.getByRole("textbox", { name: /^Reply to/ })).toHaveValue("");

  // The status: chosen, then saved with its button.
  await replied.getByLabel("Status").selectOption("triaged");
  await replied.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Status saved.")).toBeVisible();
  const triaged = page.getByRole("article", { name: title });
  await expect(triaged.getByText("Triaged", { exact: true }).first()).toBeVisible();
  await expect(triaged.getByLabel("Status")).toHaveValue("triaged");
  await shot(page, info, "no-js-inbox-triaged.png");
});

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("the admin's reply and status go through the card's fetcher: toasts, no reload", async ({
    page,
    browser,
  }, info) => {
    const visitor = await browser.newContext({ userAgent: browserUA, javaScriptEnabled: false });
    const form = await visitor.newPage();
    await form.goto("/bug-report?from=%2Fclasses");
    const title = `The list jumps to the top after a save (${info.project.name} ${Date.now()})`;
    await form.getByLabel("What went wrong?").fill(title);
    await form.getByLabel("Your email (optional)").fill(`js-reporter-${info.project.name}@example.com`);
    await form.waitForTimeout(minimumFill);
    await form.getByRole("button", { name: "Send report" }).click();
    await expect(form.getByRole("status").filter({ hasText: "your report reached the team" })).toBeVisible();
    await visitor.close();

    await loginAs(page, "admin");
    await page.goto("/admin/feedback?kind=bug");
    const card = page.getByRole("article", { name: title });
    await expect(card).toBeVisible();
    // Hydrated: a click before it would be the plain POST (a new document).
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    const reply = "Thanks, fixed in the next release.";
    await card.getByRole("textbox", { name: /^Reply to/ }).fill(reply);
    await card.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Reply sent").first()).toBeVisible();
    await expect(card.getByRole("region", { name: "Replies sent" })).toContainText(reply);
    await expect(card.getByRole("textbox", { name: /^Reply to/ })).toHaveValue("");

    // A change of the select saves at once.
    await card.getByLabel("Status").selectOption("triaged");
    await expect(page.getByText("Status saved").first()).toBeVisible();
    await expect(card.getByLabel("Status")).toHaveValue("triaged");
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});
