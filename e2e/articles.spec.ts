import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { loginAs } from "./fixtures/auth.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { expectNoSidewaysScroll } from "./fixtures/layout.ts";
import { collectPageProblems } from "./fixtures/page-problems.ts";
import { shot } from "./fixtures/screenshots.ts";

/**
 * Issue 18: an admin writes an article at /admin/articles with the live preview, publishes it,
 * and it appears on /articles, on its own page (JSON-LD, canonical) and in the Atom feed; at 390
 * and 1280 px, with axe on every page and screenshots. Pages are human pages: a browser's user agent.
 */
test.use({
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
});

async function checkPage(page: Page, info: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSidewaysScroll(page);
  await shot(page, info, `articles-${name}.png`, { fullPage: true });
  const violations = await axeViolations(page);
  expect(violations.length, `axe-core violations on ${name}:\n${formatViolations(violations)}`).toBe(0);
}

test("the seeded articles list, filter by tag and open with their metadata", async ({ page }, info) => {
  const problems = collectPageProblems(page);
  const res = await page.goto("/articles");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Articles from the forge" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Choosing your first hammer" })).toBeVisible();
  await checkPage(page, info, "list");

  await page.getByRole("link", { name: /^safety/ }).click();
  await expect(page).toHaveURL(/\/articles\?tag=safety$/);
  await expect(page.getByRole("heading", { level: 2, name: /Forge safety/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Choosing your first hammer" })).toHaveCount(0);

  await page.goto("/articles/what-happens-in-a-knife-making-class");
  await expect(page.getByRole("heading", { level: 1, name: "What happens in a knife-making class" })).toBeVisible();
  await expect(page.getByText(/min read/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Learn it at the forge" })).toBeVisible();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(ld).toMatchObject({ "@type": "Article", headline: "What happens in a knife-making class" });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/articles\/what-happens-in-a-knife-making-class$/,
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await checkPage(page, info, "detail");
  expect(problems).toEqual([]);
});

test("an admin writes an article with the live preview, publishes it, and it appears in /articles and the feed", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const problems = collectPageProblems(page);
  const title = `Quenching in warm oil ${info.project.name} ${Date.now().toString(36)}`;
  await loginAs(page, "admin");

  await page.goto("/admin/articles");
  await expect(page.getByRole("heading", { level: 1, name: "Articles" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Reading heat colours in the forge" })).toBeVisible(); // the seeded draft
  await checkPage(page, info, "admin-list");
  await page.getByRole("link", { name: "New article" }).click();
  await page.waitForLoadState("networkidle");

  await page.getByLabel("Title").fill(title);
  await page
    .getByLabel("Summary")
    .fill("Why smiths warm their quench oil before hardening a blade, and how warm is warm enough.");
  const editor = page.getByLabel("Article (Markdown)");
  await editor.fill(
    "## Why warm oil\n\nCold oil is thick and slow. **Warm oil** (about 50 °C) flows and cools the blade evenly.\n\n- Heat the oil with a scrap bar\n- Check it with a thermometer\n\n<script>alert(1)</script>",
  );
  const preview = page.getByTestId("article-preview");
  await expect(preview.getByRole("heading", { level: 2, name: "Why warm oil" })).toBeVisible();
  await expect(preview.locator("script")).toHaveCount(0);
  await page.getByLabel("Tags").fill("heat-treatment, knives");
  await page.getByLabel("Theme").selectOption("knife-making");
  await checkPage(page, info, "admin-new");
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Save article" }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/\d+/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await checkPage(page, info, "admin-edit");

  await page.goto("/articles");
  const link = page.getByRole("link", { name: title });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("article-body").getByRole("heading", { name: "Why warm oil" })).toBeVisible();
  await expect(page.getByRole("link", { name: "heat treatment" })).toBeVisible();

  const feed = await page.request.get("/articles/feed.xml");
  expect(feed.status()).toBe(200);
  const xml = await feed.text();
  expect(xml).toContain(`<title type="text">${title}</title>`);
  expect(xml).toMatch(/<link rel="alternate" type="text\/html" href="http:\/\/[^"]+\/articles\/quenching-in-warm-oil-/);
  expect(problems).toEqual([]);
});
