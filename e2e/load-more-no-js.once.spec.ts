import { expect, test } from "@playwright/test";
import { loginAs } from "./fixtures/auth.ts";
import { shot } from "./fixtures/screenshots.ts";

// Issue 38, with JavaScript off at both widths: a list's "Load more" is a link (`?cursor=`) whose
// page the route's loader renders on the server (the next page), so it works before JavaScript.

const browserUA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, userAgent: browserUA });

  test("the dashboard's teaching list: Load more opens the next page of classes", async ({ page }, info) => {
    await loginAs(page, "admin");
    await page.goto("/dashboard");
    const classes = page.getByTestId("teaching-class");
    await expect(classes).toHaveCount(6);
    const first = await classes.allTextContents();
    await page.getByRole("link", { name: "Load more classes" }).click();
    await expect(page).toHaveURL(/\/dashboard\?cursor=/);
    await expect.poll(() => classes.count()).toBeGreaterThan(0);
    const next = await classes.allTextContents();
    expect(next.some((text) => first.includes(text))).toBe(false);
    await shot(page, info, "no-js-dashboard-next-page.png", { fullPage: true });
  });

  test("/manage/students: the roster's ?cursor= page is rendered by the loader, and Load more links to it", async ({
    page,
  }, info) => {
    await loginAs(page, "admin");
    type Rosters = { data: Array<{ class: { id: number }; students: Array<{ slug: string }> }> };
    const rosters = (await (await page.request.get("/api/manage/students")).json()) as Rosters;
    const big = rosters.data.find((r) => r.students.length > 25);
    if (big) {
      // A roster with more than one page (25 a page): its "Load more students" link.
      await page.goto(`/manage/students?class_id=${big.class.id}`);
      await page.getByRole("link", { name: "Load more students" }).click();
      await expect(page).toHaveURL(new RegExp(`/manage/students\\?class_id=${big.class.id}&cursor=`));
    }
    // The seeded rosters fit one page: the loader's next page after a one-student page's cursor.
    const two = rosters.data.find((r) => r.students.length >= 2)!;
    const firstPage = (await (
      await page.request.get(`/api/manage/students?class_id=${two.class.id}&limit=1`)
    ).json()) as Rosters & { meta: { next_cursor: string } };
    const shown = firstPage.data[0]!.students[0]!.slug;
    const cursor = firstPage.meta.next_cursor;
    expect(cursor).toBeTruthy();
    await page.goto(`/manage/students?${new URLSearchParams({ class_id: String(two.class.id), cursor })}`);
    const roster = page.getByTestId("roster");
    await expect(roster).toBeVisible();
    await expect(roster.locator(`a[href="/users/${shown}"]`)).toHaveCount(0);
    const rest = two.students.map((s) => s.slug).filter((slug) => slug !== shown);
    await expect(roster.locator(`a[href="/users/${rest[0]}"]`).first()).toBeAttached();
    await shot(page, info, "no-js-roster-next-page.png", { fullPage: true });
  });
});
