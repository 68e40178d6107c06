import { expect, type Page, type Response, test } from "@playwright/test";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { expectNoSidewaysScroll } from "./fixtures/layout.ts";
import { stubMapTiles } from "./fixtures/map-tiles.ts";
import { coveredControls } from "./fixtures/overlaps.ts";
import { collectPageProblems } from "./fixtures/page-problems.ts";
import { allRoutes, type RouteCase, withoutWidget } from "./fixtures/routes.ts";
import { shot } from "./fixtures/screenshots.ts";
import { browserUA } from "./fixtures/user-agent.ts";

// A person's browser, not the crawler that headless Chromium's own user agent names.
test.use({ userAgent: browserUA });

/** Exactly one h1, or (without any h1) a main landmark holding a heading. */
async function expectOneMainHeading(page: Page) {
  const h1s = await page.locator("h1").count();
  if (h1s === 1) return;
  expect(h1s, "more than one h1 on the page").toBe(0);
  const mainHeadings = await page.getByRole("main").getByRole("heading").count();
  expect(mainHeadings, "no h1 and no heading inside a main landmark").toBeGreaterThan(0);
}

function expectLandedOn(route: RouteCase, page: Page) {
  const landed = new URL(page.url());
  const wanted = new URL(route.path, landed);
  if (route.guard !== "none" && landed.pathname === "/login") return; // guarded: redirect to sign-in is fine
  if (route.canonical) {
    expect(landed.pathname, `${route.path} ended on ${landed.pathname}`).toMatch(route.canonical);
    return;
  }
  expect(landed.pathname, `${route.path} ended on ${landed.pathname}`).toBe(wanted.pathname);
}

for (const route of allRoutes) {
  test(`${route.name} (${route.path}) renders cleanly`, async ({ page }, testInfo) => {
    void stubMapTiles(page);
    const problems = collectPageProblems(page);
    const response: Response | null = await page.goto(route.path, { waitUntil: "load" });
    expect(response, "no response for the document").not.toBeNull();
    expect(response!.status(), `status of ${route.path}`).toBeLessThan(500);
    expectLandedOn(route, page);
    await page.waitForLoadState("networkidle");

    await expectOneMainHeading(page);
    await expectNoSidewaysScroll(page);
    // A guarded route sent a signed-out visitor to the sign-in page. Its own case ("login") and one
    // redirect ("dashboard": the same page, its links carrying ?redirect=) get axe and a
    // screenshot; the same page again for every guarded route would only cost time (decision 485).
    if (route.guard !== "none" && route.name !== "dashboard" && new URL(page.url()).pathname === "/login") {
      await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
      expect(problems, `page errors / console errors on ${route.path}`).toEqual([]);
      return;
    }

    await shot(page, testInfo, `${route.name}.png`, { fullPage: true });

    const violations = await axeViolations(page);
    expect(violations.length, `axe-core violations on ${route.path}:\n${formatViolations(violations)}`).toBe(0);
    expect(problems, `page errors / console errors on ${route.path}`).toEqual([]);

    // The overlap sweep's check for a page rendered signed out (issue 37, decision 528; the pages
    // of signed-in people are swept in overlap-sweep.spec.ts): once hydrated, nothing fixed or
    // sticky covers a control that cannot be scrolled clear.
    if (route.guard !== "none") return;
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), undefined, {
      timeout: 15_000,
    });
    await page.waitForLoadState("networkidle");
    if (!withoutWidget.test(route.name))
      await expect(page.locator("[data-feedback-button]"), "the bug-report button").toBeAttached();
    expect(await coveredControls(page), `covered controls on ${page.url()}`).toEqual([]);
  });
}

test("an unknown path shows the error screen with 404 and 'Page not found'", async ({ page }) => {
  const problems = collectPageProblems(page);
  const response = await page.goto("/no-such-forge-e2e");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Page not found").first()).toBeVisible();
  await expectOneMainHeading(page);
  const violations = await axeViolations(page);
  expect(violations.length, `axe-core violations on the 404 screen:\n${formatViolations(violations)}`).toBe(0);
  expect(problems).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const url of ["/", "/safety"]) {
    test(`${url} still shows its content`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1").first()).toBeVisible();
      const text = (await page.locator("main").first().innerText()).trim();
      expect(text.length, `server-rendered text of ${url}'s main landmark`).toBeGreaterThan(200);
    });
  }
});

test("the home page hydrates: a link click navigates client-side without a full reload", async ({ page }) => {
  const problems = collectPageProblems(page);
  await page.goto("/");
  const link = page.locator('a[href^="/"]:not([href="/"]):not([href^="/api"]):visible').first();
  await expect(link, "the home page has no visible internal link").toBeVisible();
  // React marks a DOM node with its fiber key once that node is hydrated.
  await expect
    .poll(() => link.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber"))), {
      message: "the home page never hydrated",
    })
    .toBe(true);
  await page.evaluate(() => {
    (window as unknown as { __e2eSameDocument: boolean }).__e2eSameDocument = true;
  });
  const href = (await link.getAttribute("href"))!;
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === new URL(href, url).pathname);
  const sameDocument = await page.evaluate(
    () => (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument === true,
  );
  expect(sameDocument, `clicking ${href} reloaded the whole page`).toBe(true);
  expect(problems).toEqual([]);
});
