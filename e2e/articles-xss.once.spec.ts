import { xssPayloads } from "@guildforge/contracts/testing/xss-payloads";
import { expect, test } from "@playwright/test";
import { loginAs } from "./fixtures/auth.ts";
import { armCounter, csrfHeaders, interact } from "./fixtures/xss.ts";

/**
 * Issue 18: the articles' Markdown pipeline against the XSS corpus (163 payloads) in Chromium.
 * Every payload is rendered by the real pipeline (the admin preview endpoint, which the public
 * page shares) and the output is loaded into a page WITHOUT the app's CSP, so only the sanitiser
 * stands between the payload and execution. Executions are counted by a window hook that every
 * payload calls and by a dialog listener. A control run with the raw payloads proves the counter
 * sees executions. Then the real article page (with its CSP) is checked with all payloads at once.
 */
test.describe.configure({ timeout: 120_000 });

test.describe("the real article page", () => {
  test.use({
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
  });

  test("an article made of every payload renders inert on /articles/{slug}", async ({ page }, info) => {
    await loginAs(page, "admin");
    const headers = await csrfHeaders(page);
    const created = await page.request.post("/api/admin/articles", {
      headers,
      data: {
        title: `XSS corpus check ${info.project.name} ${Date.now()}`,
        summary: "Every payload of the corpus in one article body, rendered by the public page.",
        markdown: xssPayloads.join("\n\n"),
        status: "published",
      },
    });
    expect(created.status()).toBe(201);
    const article = (await created.json()) as { data: { id: number; slug: string } };
    const counter = await armCounter(page);
    const res = await page.goto(`/articles/${article.data.slug}`);
    expect(res?.status()).toBe(200);
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("article-body")).toBeVisible();
    await interact(page, '[data-testid="article-body"]');
    expect((await counter.hooked()) + counter.dialogs()).toBe(0);
    // Clean up so the public list stays the seeded one for other tests.
    const gone = await page.request.delete(`/api/admin/articles/${article.data.id}`, { headers });
    expect(gone.status()).toBe(204);
  });
});
