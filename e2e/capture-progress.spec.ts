import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { stubMapTiles } from "./fixtures/map-tiles.ts";
import { shot } from "./fixtures/screenshots.ts";

/**
 * Issue 37 points 4 and 11 (decision 524): the bug-report widget's page capture shows its progress
 * inside the dialog, the typed text stays visible and is kept, and the capture takes under 3 s on
 * a class page and on /classes at 1280 px (map tiles, frames and cross-origin images are skipped).
 * At 390 px the progress shows too. Axe runs on the dialog while the capture is in progress.
 */
test.describe.configure({ timeout: 90_000 });

/** The bound for one capture at 1280 px, from the click to the editor on screen. */
const captureBoundMs = 3_000;

/** The address of a published class page (the first class the catalogue lists). */
async function classPage(page: Page): Promise<string> {
  const list = (await (await page.request.get("/api/classes?limit=1")).json()) as { data: Array<{ id: number }> };
  const first = list.data[0];
  expect(first, "a class in the demo catalogue").toBeTruthy();
  const detail = (await (await page.request.get(`/api/classes/${first?.id}`)).json()) as { data: { url: string } };
  return new URL(detail.data.url, "http://x").pathname;
}

/** Opens the widget on a hydrated page and types a description; returns the dialog and the text. */
async function openWidget(page: Page, info: TestInfo, path: string) {
  await stubMapTiles(page);
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  const widget = page.getByRole("button", { name: "Report a bug" });
  await expect(widget).toBeEnabled();
  await widget.click();
  const dialog = page.getByRole("dialog", { name: "Report a bug" });
  await expect(dialog).toBeVisible();
  const text = `The map on ${path} does not load (${info.project.name} ${Date.now()})`;
  const description = dialog.getByLabel("What went wrong?");
  await description.fill(text);
  return { dialog, description, text };
}

for (const where of ["a class page", "/classes"] as const) {
  test(`the capture on ${where} shows its progress in the dialog, keeps the typed text, and is fast`, async ({
    page,
  }, info) => {
    const path = where === "/classes" ? "/classes" : await classPage(page);
    const { dialog, description, text } = await openWidget(page, info, path);
    const progress = dialog.getByRole("status").filter({ hasText: "Taking a screenshot of the page" });

    const started = Date.now();
    await dialog.getByRole("button", { name: "Add a screenshot of this page" }).click();
    // The progress shows in the dialog while the text stays visible (the dialog is not hidden).
    await expect(progress).toBeVisible();
    await expect(description).toBeVisible();
    await expect(description).toHaveValue(text);
    await expect(dialog.getByTestId("screenshot-stage")).toBeVisible({ timeout: 30_000 });
    const took = Date.now() - started;
    info.annotations.push({ type: "capture time", description: `${where} at ${info.project.name}: ${took} ms` });
    console.log(`capture time on ${where} (${path}) at ${info.project.name}: ${took} ms`);

    await expect(progress).toHaveCount(0);
    await expect(dialog.getByText("could not be taken")).toHaveCount(0);
    await expect(description).toHaveValue(text);
    await expect(description).toBeVisible();
    // The screenshot has the page's size, and the page itself drew in it (not a blank canvas).
    const size = await dialog
      .getByRole("img", { name: "Screenshot of this page" })
      .evaluate((c) => ({ w: (c as HTMLCanvasElement).width, h: (c as HTMLCanvasElement).height }));
    expect(size.w).toBeGreaterThan(300);
    expect(size.h).toBeGreaterThan(300);
    await shot(page, info, `capture-done-${where === "/classes" ? "classes" : "class-page"}.png`);
    if (info.project.name === "desktop") {
      expect(took, `the capture on ${where} at 1280 px took ${took} ms`).toBeLessThan(captureBoundMs);
    }
  });
}

test("the dialog in its capture progress state passes axe, at 390 and 1280 px", async ({ page }, info) => {
  const path = await classPage(page);
  const { dialog, description, text } = await openWidget(page, info, path);
  // Hold the capture library's download (loaded on first use) so the progress state stays put for axe.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole("button", { name: "Add a screenshot of this page" }).click();
  const progress = dialog.getByRole("status").filter({ hasText: "Taking a screenshot of the page" });
  await expect(progress).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Taking screenshot…" })).toBeDisabled();
  await expect(description).toHaveValue(text);
  // The progress is on screen inside the dialog's box, beside the text field.
  const [inDialog, box] = await Promise.all([dialog.boundingBox(), progress.boundingBox()]);
  expect(box && inDialog && box.y >= inDialog.y && box.x >= inDialog.x).toBeTruthy();
  await progress.scrollIntoViewIfNeeded();
  await shot(page, info, "capture-progress.png");
  const violations = await axeViolations(page);
  expect(violations.length, `axe-core violations in the capture progress:\n${formatViolations(violations)}`).toBe(0);

  release();
  await expect(dialog.getByTestId("screenshot-stage")).toBeVisible({ timeout: 30_000 });
  await expect(description).toHaveValue(text);
  await page.unroute(/\/assets\/[^/]+\.js$/);
});
