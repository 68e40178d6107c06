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

  test("/manage/students: Load more students opens the roster's next page", async ({ page }, info) => {
    await loginAs(page, "admin");
    // A class whose roster has more than one page (25 a page).
    const rosters = (await (await page.request.get("/api/manage/students")).json()) as {
      data: Array<{ class: { id: number }; students: unknown[] }>;
    };
    const big = rosters.data.find((r) => r.students.length > 25);
    test.skip(!big, "no seeded class has more than one page of students");
    await page.goto(`/manage/students?class_id=${big!.class.id}`);
    const more = page.getByRole("link", { name: "Load more students" });
    await expect(more).toBeVisible();
    await more.click();
    await expect(page).toHaveURL(new RegExp(`/manage/students\\?class_id=${big!.class.id}&cursor=`));
    await expect(page.getByTestId("roster")).toBeVisible();
    await shot(page, info, "no-js-roster-next-page.png", { fullPage: true });
  });
});
