import { xssPayloads } from "@guildforge/contracts/testing/xss-payloads";
import { expect, test } from "@playwright/test";
import { loginAs } from "./fixtures/auth.ts";
import { csrfHeaders, executedFragments } from "./fixtures/xss.ts";

/**
 * Issue 18: the articles' Markdown pipeline against the XSS corpus (163 payloads) in Chromium.
 * Every payload is rendered by the real pipeline (the admin preview endpoint, which the public
 * page shares) and the output is loaded into a page WITHOUT the app's CSP, so only the sanitiser
 * stands between the payload and execution. Executions are counted by a window hook that every
 * payload calls and by a dialog listener. A control run with the raw payloads proves the counter
 * sees executions. The real article page (with its CSP) is checked at both widths in articles-xss.once.spec.ts. This file
 * runs in one project only (`*.once.spec.ts`, see playwright.config.ts): the sanitiser's output does not
 * depend on the viewport.
 */
test.describe.configure({ timeout: 120_000 });

test("the pipeline's output of 163 payloads executes nothing in Chromium (no CSP), while the raw payloads do", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  expect(xssPayloads.length).toBeGreaterThanOrEqual(100);
  await loginAs(page, "admin");
  const headers = await csrfHeaders(page);
  const rendered = await Promise.all(
    xssPayloads.map(async (markdown) => {
      const res = await page.request.post("/api/admin/articles/preview", { headers, data: { markdown } });
      expect(res.status(), markdown).toBe(200);
      return ((await res.json()) as { data: { html: string } }).data.html;
    }),
  );

  // Control first: the raw payloads in the same harness must execute, or the harness proves nothing.
  const rawExecuted = await executedFragments(browser, xssPayloads);
  console.log(`raw payloads that executed: ${rawExecuted.length} of ${xssPayloads.length}`);
  expect(rawExecuted.length).toBeGreaterThanOrEqual(40);

  const executed = await executedFragments(browser, rendered);
  expect(executed.map((i) => xssPayloads[i])).toEqual([]);

  // Nothing executable is left in the DOM either: no handlers, no script-bearing elements, only safe link schemes.
  const clean = await browser.newPage();
  await clean.setContent(`<!doctype html><html><body>${rendered.join("\n")}</body></html>`);
  const leftovers = await clean.evaluate(() => {
    const bad: string[] = [];
    for (const el of Array.from(document.querySelectorAll("body *"))) {
      for (const a of Array.from(el.attributes)) if (/^on/i.test(a.name)) bad.push(`${el.tagName} ${a.name}`);
      if (/^(SCRIPT|IFRAME|OBJECT|EMBED|STYLE|SVG|MATH|IMG|FORM|BASE|META|LINK|TEMPLATE)$/i.test(el.tagName)) {
        bad.push(el.tagName);
      }
    }
    // Relative links ("#", "1") are harmless; any link with a scheme must be http(s) or mailto.
    for (const a of Array.from(document.querySelectorAll("a[href]"))) {
      const href = (a.getAttribute("href") ?? "").trim();
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
      if (scheme && !["http", "https", "mailto"].includes(scheme)) bad.push(`a ${href}`);
    }
    return bad;
  });
  expect(leftovers).toEqual([]);
  await clean.close();
});
