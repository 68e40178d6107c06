import { expect, test } from "@playwright/test";
import { type DemoRole, loginAs } from "./fixtures/auth.ts";
import { stubMapTiles } from "./fixtures/map-tiles.ts";
import { coveredControls } from "./fixtures/overlaps.ts";
import { adminRoutes, signedInRoutes, withoutWidget } from "./fixtures/routes.ts";
import { shot } from "./fixtures/screenshots.ts";
import { expectUncovered } from "./fixtures/uncovered.ts";

/**
 * Issue 37 point 1, decision 528: on every page of the app, at 390 and 1280 px, nothing fixed or
 * sticky (the bug-report button, the phone booking bar, toasts, the header) covers a link, button
 * or field of the page's content or footer where a person cannot scroll it clear
 * (fixtures/overlaps.ts). Each page is visited as the person it is for: the public pages signed
 * out are checked where routes.spec.ts renders them (one visit for both checks); here the class
 * page with seats left signed out and as a student (who gets the booking bar's Apply), and the
 * rest as the demo student, instructor, host or admin.
 */

test.use({
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
});

const roleFor: Record<string, DemoRole> = {
  "classes-create": "instructor",
  "class-edit": "instructor",
  "manage-students": "instructor",
  "manage-applications": "instructor",
  "manage-incidents": "instructor",
  "dashboard-forges": "host",
  "dashboard-forges-new": "host",
  "dashboard-forge-edit": "host",
};

/** Stands for a published class with seats left (its phone booking bar has Apply), found over the API. */
const openClass = "(an open class)";

const visits: Array<{ name: string; path: string; as: DemoRole | null }> = [
  { name: "open-class", path: openClass, as: null },
  { name: "open-class-student", path: openClass, as: "student" },
  { name: "classes-student", path: "/classes", as: "student" },
  ...signedInRoutes.map((r) => ({ name: r.name, path: r.path, as: roleFor[r.name] ?? "student" })),
  { name: "messages-thread", path: "/messages/1", as: "student" },
  ...adminRoutes.map((r) => ({ name: r.name, path: r.path, as: "admin" as const })),
];

for (const visit of visits) {
  test(`nothing floats over a control: ${visit.name} (${visit.path}${visit.as ? ` as ${visit.as}` : ""})`, async ({
    page,
  }) => {
    void stubMapTiles(page);
    if (visit.as) await loginAs(page, visit.as);
    let path = visit.path;
    if (path === openClass) {
      const list = (await (await page.request.get("/api/classes?seats=true&sort=newest&limit=5")).json()) as {
        data: Array<{ url: string }>;
      };
      path = list.data[0]!.url;
    }
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), undefined, {
      timeout: 15_000,
    });
    await page.waitForLoadState("networkidle");
    // The bug-report button is on every page of the default layout once the widget has loaded
    // (after hydration); the sign-in, verification and admin layouts have none.
    if (!withoutWidget.test(visit.name))
      await expect(page.locator("[data-feedback-button]"), "the bug-report button").toBeAttached();
    expect(await coveredControls(page), `covered controls on ${page.url()}`).toEqual([]);
  });
}

test("the filter sheet on /classes scrolls its last field wholly above its sticky footer", async ({ page }, info) => {
  test.skip(info.project.name !== "mobile", "the filters are a sheet below 768 px only");
  await page.goto("/classes");
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  await page.getByRole("button", { name: /^Filters, \d+ active$/ }).click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await expect(sheet).toBeVisible();
  await sheet.evaluate((d) => d.scrollTo({ top: d.scrollHeight, behavior: "instant" }));
  const footer = sheet.getByRole("button", { name: /^Show / }).locator("..");
  const fields = sheet.locator("input:not([type='hidden']), select, label");
  const last = fields.last();
  const [lastBox, footerBox, sheetBox] = await Promise.all([
    last.boundingBox(),
    footer.boundingBox(),
    sheet.boundingBox(),
  ]);
  expect(lastBox!.y + lastBox!.height, "the last field ends above the footer").toBeLessThanOrEqual(footerBox!.y + 0.5);
  // The footer meets the sheet's bottom edge: no strip below it where fields show through.
  expect(sheetBox!.y + sheetBox!.height - (footerBox!.y + footerBox!.height)).toBeLessThanOrEqual(1.5);
  await expectUncovered(last, "the sheet's last field");
  await shot(page, info, "filter-sheet-end.png");
});
