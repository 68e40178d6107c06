import { expect, test } from "@playwright/test";
import { loginAs } from "./fixtures/auth.ts";

// Issue 38: the performance tables' column sorts and "Show all" are links whose state is in the
// URL (`sort_<table>`, `desc_<table>`, `all_<table>`), so the server renders a sorted or expanded
// table for an admin with JavaScript off, and each table keeps the others' parameters.

const browserUA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

/** More than ten routes, so the latency table has a "Show all" whatever else the run visited. */
const visits = [
  "/api/health",
  "/api/ready",
  "/api/themes",
  "/api/classes",
  "/api/instructors",
  "/api/locations",
  "/api/venues",
  "/api/articles",
  "/api/class-requests",
  "/api/realtime/config",
  "/api/csrf-cookie",
  "/robots.txt",
  "/sitemap.xml",
];

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, userAgent: browserUA });

  test("an admin sorts the latency table by a column, turns it around and shows all its rows", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    for (const path of visits) expect((await request.get(path)).status()).toBeLessThan(500);
    await loginAs(page, "admin");
    await page.goto("/admin/performance");
    const routes = page.getByRole("region", { name: "Latency per route", exact: true });
    const table = routes.getByRole("region", { name: "Latency per route (table)" });
    // The numbers are flushed every few seconds and there is no refresh without JavaScript: reload.
    const showAll = routes.getByRole("link", { name: /^Show all \d+$/ });
    await expect(async () => {
      await page.goto("/admin/performance?range=24h");
      await expect(showAll).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });

    // Ten rows (and the header) until "Show all", which the server answers with every row.
    await expect(table.getByRole("row")).toHaveCount(11);
    const total = Number((await showAll.innerText()).replace(/\D/g, ""));
    await showAll.click();
    await expect(page).toHaveURL(/[?&]all_routes=1/);
    await expect(page).toHaveURL(/[?&]range=24h/);
    // Every row: the other test workers' requests can add routes between two page loads, so the
    // table holds at least the rows "Show all" counted, and offers no "Show all" any more.
    const everyRow = async () => {
      await expect(showAll).toHaveCount(0);
      expect(await table.getByRole("row").count()).toBeGreaterThanOrEqual(total + 1);
    };
    await everyRow();
    await expect(routes.getByRole("link", { name: "Show fewer" })).toBeVisible();

    // The default sort is by requests, most first; p99 sorts slowest first, then fastest first.
    await expect(table.getByRole("columnheader", { name: "Requests" })).toHaveAttribute("aria-sort", "descending");
    const p99 = table.getByRole("columnheader", { name: "p99" });
    await expect(p99).not.toHaveAttribute("aria-sort");
    const p99Values = async () =>
      table
        .getByRole("row")
        .evaluateAll((rows, at) => rows.slice(1).map((r) => r.children[at]?.textContent ?? ""), await columnIndex());
    const columnIndex = () =>
      table.getByRole("columnheader").evaluateAll((ths) => ths.findIndex((th) => th.textContent?.trim() === "p99"));
    const ms = (text: string) => {
      if (text === "—") return -1; // no value sorts as the lowest
      const n = Number.parseFloat(text.replace(/,/g, ""));
      return text.includes(" s") ? n * 1000 : n;
    };

    await p99.getByRole("link", { name: "p99" }).click();
    await expect(page).toHaveURL(/[?&]sort_routes=p99/);
    await expect(p99).toHaveAttribute("aria-sort", "descending");
    await expect(table.getByRole("columnheader", { name: "Requests" })).not.toHaveAttribute("aria-sort");
    const down = (await p99Values()).map(ms);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    // Still every row: the sort kept "Show all".
    await everyRow();

    await p99.getByRole("link", { name: "p99" }).click();
    await expect(page).toHaveURL(/[?&]desc_routes=0/);
    await expect(p99).toHaveAttribute("aria-sort", "ascending");
    const up = (await p99Values()).map(ms);
    expect(up).toEqual([...up].sort((a, b) => a - b));

    // Another table's "Show all" keeps this table's sort.
    const vitalsMore = page.getByRole("region", { name: "Core Web Vitals", exact: true }).getByRole("link", {
      name: /^Show all \d+$/,
    });
    if (await vitalsMore.isVisible()) {
      await vitalsMore.click();
      await expect(page).toHaveURL(/[?&]all_vitals=1/);
      await expect(p99).toHaveAttribute("aria-sort", "ascending");
    }

    // "Show fewer" goes back to ten rows, still sorted.
    await routes.getByRole("link", { name: "Show fewer" }).click();
    await expect(table.getByRole("row")).toHaveCount(11);
    await expect(p99).toHaveAttribute("aria-sort", "ascending");
  });
});
