import { expect, type Locator, type Page, type TestInfo, test } from "@playwright/test";
import { loginAs } from "./fixtures/auth.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { expectNoSidewaysScroll } from "./fixtures/layout.ts";
import { shot } from "./fixtures/screenshots.ts";

/**
 * Issue 19 in the browser: a visitor browses (a page whose Web Vitals beacon goes out when they
 * leave it, an API route, and one request slower than SLOW_REQUEST_MS through the test-only slow
 * route), then the admin's /admin/performance shows those routes with latencies, the slow request
 * and a vitals row for the page just visited, within the 5 s flush and 10 s refresh. Axe and
 * screenshots at the project's width (390 px mobile, 1280 px desktop).
 */

const humanAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

async function shoot(page: Page, info: TestInfo, name: string) {
  await shot(page, info, `performance-${name}.png`, { fullPage: true });
}

test("the admin sees visitors' routes, a slow request and Web Vitals on /admin/performance", async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const visitorContext = await browser.newContext({ userAgent: humanAgent });
  // Counts the page's vitals beacons (and still sends them): the reporter attaches its listeners a
  // moment after web-vitals loads, so the test tells the page it is hidden until one has gone out.
  await visitorContext.addInitScript(() => {
    const w = window as unknown as { __vitalsBeacons: number };
    w.__vitalsBeacons = 0;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url: string | URL, body?: BodyInit | null) => {
      if (String(url).includes("/api/vitals")) w.__vitalsBeacons++;
      return send(url, body);
    };
  });
  const visitor = await visitorContext.newPage();
  // A page view: web-vitals loads when the browser is idle and the beacon goes when the page is hidden.
  await visitor.goto("/users/ada-ironside");
  await visitor.waitForLoadState("networkidle");
  await expect
    .poll(
      () =>
        visitor.evaluate(() => {
          Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
          document.dispatchEvent(new Event("visibilitychange"));
          return (window as unknown as { __vitalsBeacons: number }).__vitalsBeacons;
        }),
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  await visitor.getByRole("heading", { level: 1 }).click();
  await visitor.goto("/about");
  expect((await visitor.request.get("/api/health")).ok()).toBe(true);
  expect((await visitor.request.get("/api/test/slow?ms=1100")).ok()).toBe(true);
  await visitorContext.close();

  // The admin reads times in their own zone, named (never UTC): a Berlin browser sees CET.
  const adminContext = await browser.newContext({ userAgent: humanAgent, timezoneId: "Europe/Berlin" });
  const page = await adminContext.newPage();
  await loginAs(page, "admin");
  await page.goto("/admin/performance");
  await expect(page.getByRole("heading", { level: 1, name: "Performance" })).toBeVisible();

  // The page refreshes itself every 10 s: the numbers of the last few seconds arrive without a reload.
  const slow = page.getByRole("region", { name: "Slow requests", exact: true });
  await expect(slow).toContainText("GET /api/test/slow", { timeout: 30_000 });
  await expect(slow).toContainText(/1\.\d s/);
  const routes = page.getByRole("region", { name: "Latency per route", exact: true });
  // Ten rows until asked for all of them.
  // Other journeys fill the first ten rows, and the 10 s refresh may bring the button later.
  const showAll = routes.getByRole("link", { name: /^Show all \d+$/ });
  await expect(async () => {
    if (await showAll.isVisible()) await showAll.click();
    await expect(routes).toContainText("GET /api/health", { timeout: 1_000 });
    await expect(routes.getByRole("row", { name: /GET \/api\/test\/slow/ })).toContainText(/1\.\d s/, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 25_000 });
  // Ten rows until asked for all of them too: other journeys' pages fill the first ten (the
  // server is shared by the whole run). The 10 s refresh may bring the button or the row later.
  const vitals = page.getByRole("region", { name: "Core Web Vitals", exact: true });
  const vitalsRow = vitals.getByRole("row", { name: /\/users\/:slug\s+TTFB/ });
  await expect
    .poll(
      async () => {
        const more = vitals.getByRole("link", { name: /^Show all \d+$/ });
        if (await more.isVisible()) await more.click();
        return vitalsRow.isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect(page.getByRole("region", { name: "Servers", exact: true }).getByRole("row")).not.toHaveCount(1);

  // Sorting the latency table by p99 (slowest first) puts the slow route above the health check.
  await routes.getByRole("link", { name: "p99" }).click();
  await expect(routes.getByRole("columnheader", { name: "p99" })).toHaveAttribute("aria-sort", "descending");
  const order = await routes.getByRole("row").allInnerTexts();
  const at = (text: string) => order.findIndex((row) => row.includes(text));
  expect(at("GET /api/test/slow")).toBeLessThan(at("GET /api/health"));

  // The chart's legend: each line's total over the range and its value at the latest point, then
  // at the point under the pointer.
  const legend = page.getByRole("list", { name: "Chart legend" });
  await expect(legend.getByRole("listitem").first()).toContainText(
    /Requests[\d,]+ in range[\d.,]+ \/ min at \d\d:\d\d CES?T \(latest\)/,
  );
  await expect(legend.getByRole("listitem").nth(1)).toContainText(/Server errors[\d,]+ \([\d.]+ %\) in range/);
  const chart = page.getByRole("img", { name: /^Requests and server errors per minute/ });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator(".u-over")).toBeAttached();
  const box = await chart.boundingBox();
  if (!box) throw new Error("the chart has no box");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(legend.getByRole("listitem").first()).toContainText(/[\d.,]+ \/ min at \d\d:\d\d CES?T$/);

  // Tables wider than their card scroll sideways in a named region reachable by keyboard, with a
  // fade at the edge that has more and a note; at 1280 px every table fits.
  const tables = page.getByRole("region", { name: / \(table\)$/ });
  expect(await tables.count()).toBeGreaterThan(3);
  for (const table of await tables.all()) await expect(table).toHaveAttribute("tabindex", "0");
  const overflowing = await tables.evaluateAll((els) =>
    els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.getAttribute("aria-label")),
  );
  const cueOf = (region: Locator, edge: "start" | "end") =>
    region.locator(`xpath=following-sibling::div[@data-scroll-cue="${edge}"]`);
  if (info.project.name === "desktop") {
    expect(overflowing).toEqual([]);
    await expect(page.getByText("Scroll sideways to see every column")).toHaveCount(0);
  } else {
    expect(overflowing).toContain("Latency per route (table)");
    const scroller = routes.getByRole("region", { name: "Latency per route (table)" });
    // Sorting by p99 brought that column into view: back to the start.
    await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
    await expect(routes.getByText("Scroll sideways to see every column")).toBeVisible();
    await expect(cueOf(scroller, "end")).toHaveCSS("opacity", "1");
    await expect(cueOf(scroller, "start")).toHaveCSS("opacity", "0");
    await scroller.focus();
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(cueOf(scroller, "end")).toHaveCSS("opacity", "0");
    await expect(cueOf(scroller, "start")).toHaveCSS("opacity", "1");
    await shot(routes, info, "performance-routes-scrolled.png");
    await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
  }

  await page.getByRole("link", { name: "Last 24 hours" }).click();
  await expect(page).toHaveURL(/range=24h/);
  await expect(page.getByRole("link", { name: "Last 24 hours" })).toHaveAttribute("aria-current", "page");
  await expect(slow).toContainText("GET /api/test/slow");

  await expectNoSidewaysScroll(page);
  const violations = await axeViolations(page);
  expect(violations.length, `axe-core violations on /admin/performance:\n${formatViolations(violations)}`).toBe(0);
  await shoot(page, info, "admin");
  await adminContext.close();
});

test("students are refused /admin/performance", async ({ browser }) => {
  const context = await browser.newContext({ userAgent: humanAgent });
  const page = await context.newPage();
  await loginAs(page, "student");
  const res = await page.goto("/admin/performance");
  expect(res?.status()).toBe(403);
  expect((await page.request.get("/api/admin/performance")).status()).toBe(403);
  await context.close();
});
