import { expect, test } from "@playwright/test";
import { loginAs } from "./fixtures/auth.ts";
import { gradientPng } from "./fixtures/images.ts";
import { shot } from "./fixtures/screenshots.ts";

// Issue 38 (decision 535): the admin article editor posts to its routes' actions, so an admin
// creates, saves and deletes an article with JavaScript off (desktop 1280 px, mobile 390 px).

const browserUA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

test.use({ userAgent: browserUA });

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin creates an article (refused first, every value kept), saves an edit and deletes it", async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    const title = `Scriptless quench ${info.project.name} ${Date.now().toString(36)}`;
    const body =
      "## Warm oil\n\nCold oil is thick and slow. **Warm oil** flows and cools the blade evenly, every time.";
    await loginAs(page, "admin");
    await page.goto("/admin/articles/new");
    await expect(page.getByRole("heading", { level: 1, name: "New article" })).toBeVisible();

    await page.getByLabel("Title").fill("Oil");
    await page.getByLabel("Summary").fill("Why smiths warm their quench oil before hardening a blade.");
    await page.getByLabel("Article (Markdown)").fill(body);
    await page.getByLabel("Tags").fill("heat-treatment, Not A Tag!");
    await page.getByLabel("Theme").selectOption("knife-making");
    await page.getByRole("button", { name: "Save article" }).click();

    await expect(page.getByText("Give the article a title of at least 5 characters.")).toBeVisible();
    await expect(
      page.getByText("Write tags as lowercase words joined by hyphens, such as carbon-steel."),
    ).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Title")).toHaveValue("Oil");
    await expect(page.getByLabel("Summary")).toHaveValue("Why smiths warm their quench oil before hardening a blade.");
    await expect(page.getByLabel("Article (Markdown)")).toHaveValue(body);
    await expect(page.getByLabel("Tags")).toHaveValue("heat-treatment, Not A Tag!");
    await expect(page.getByLabel("Theme")).toHaveValue("knife-making");
    await shot(page, info, "articles-no-js-refused.png", { fullPage: true });

    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Tags").fill("heat-treatment, knives");
    await page.getByRole("button", { name: "Save article" }).click();
    await expect(page).toHaveURL(/\/admin\/articles\/\d+$/);
    await expect(page.getByText("Article created.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByLabel("Tags")).toHaveValue("heat-treatment, knives");

    await page.getByLabel("Title").fill(`${title} edited`);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Article saved.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: `${title} edited` })).toBeVisible();
    await shot(page, info, "articles-no-js-saved.png", { fullPage: true });

    // The cover form without a file is refused in the form, not lost.
    await page.getByRole("button", { name: "Upload cover" }).click();
    await expect(page.getByText("Choose an image for the cover.")).toBeVisible();
    await page
      .getByLabel("Cover image")
      .setInputFiles({ name: "quench.png", mimeType: "image/png", buffer: gradientPng(960, 540) });
    await page.getByRole("button", { name: "Upload cover" }).click();
    await expect(page.getByText("Cover saved.")).toBeVisible();
    await expect(page.getByRole("img", { name: "Current cover" })).toBeVisible();

    // Delete needs no dialog without JavaScript: its button asks for the page with the confirm in it.
    await page.getByRole("button", { name: "Delete article" }).click();
    await expect(page).toHaveURL(/\?delete=1/);
    await expect(page.getByRole("heading", { name: "Delete this article?" })).toBeVisible();
    await page.getByRole("button", { name: "Delete article" }).click();
    await expect(page).toHaveURL(/\/admin\/articles$/);
    await expect(page.getByText("Article deleted.")).toBeVisible();
    await expect(page.getByRole("heading", { name: `${title} edited` })).toHaveCount(0);
  });
});

test("with JavaScript, delete asks in a dialog and goes on to the list with the news", async ({ page }, info) => {
  test.setTimeout(60_000);
  const title = `Dialog quench ${info.project.name} ${Date.now().toString(36)}`;
  await loginAs(page, "admin");
  await page.goto("/admin/articles/new");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Summary").fill("Why smiths warm their quench oil before hardening a blade.");
  await page
    .getByLabel("Article (Markdown)")
    .fill("## Warm oil\n\nCold oil is thick and slow. **Warm oil** flows and cools the blade evenly, every time.");
  await page.getByRole("button", { name: "Save article" }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/\d+$/);
  await expect(page.getByText("Article created.")).toBeVisible();
  await page.waitForLoadState("networkidle");

  await page.getByRole("button", { name: "Delete article" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this article?" });
  await expect(dialog).toBeVisible();
  await expect(page).not.toHaveURL(/\?delete=1/);
  await dialog.getByRole("button", { name: "Delete article" }).click();
  await expect(page).toHaveURL(/\/admin\/articles$/);
  await expect(page.getByText("Article deleted.")).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
});
