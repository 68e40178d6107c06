import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { loginAs } from "./fixtures/auth.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { gradientPng } from "./fixtures/images.ts";
import { stubMapTiles } from "./fixtures/map-tiles.ts";
import { screenshotPath, shot, takeScreenshots } from "./fixtures/screenshots.ts";

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
async function openWidget(page: Page, info: TestInfo, path: string, scrollToMap = false) {
  await stubMapTiles(page);
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  if (scrollToMap) {
    // The forge's map in view, its tiles loaded: the capture skips them rather than waiting.
    await page.getByRole("region", { name: /^Map of / }).scrollIntoViewIfNeeded();
    await expect(page.locator(".leaflet-tile-pane img").first()).toBeAttached({ timeout: 15_000 });
  }
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
    const { dialog, description, text } = await openWidget(page, info, path, where === "a class page");
    const progress = dialog.getByRole("status").filter({ hasText: "Taking a screenshot of the page" });
    // Watched in the page, frame by frame from the click to the first frame with the editor on
    // screen: the time, and whether a painted frame showed the progress with the typed text
    // visible beside it. Playwright's own polling (up to a second apart) could miss a fast capture.
    await page.evaluate((typed) => {
      const w = window as unknown as { capture?: { ms: number; progressFrames: number; textFrames: number } };
      document.addEventListener(
        "click",
        () => {
          const started = performance.now();
          let progressFrames = 0;
          let textFrames = 0;
          const watch = () => {
            const dialog = document.querySelector('[role="dialog"]');
            const status = dialog?.querySelector('[role="status"]');
            const field = dialog?.querySelector("textarea");
            if (status?.textContent?.includes("Taking a screenshot of the page")) {
              progressFrames++;
              const box = field?.getBoundingClientRect();
              const shown = field && box && box.height > 0 && getComputedStyle(field).visibility === "visible";
              if (shown && field.value === typed && getComputedStyle(dialog as Element).visibility === "visible")
                textFrames++;
            }
            if (document.querySelector('[data-testid="screenshot-stage"]')) {
              w.capture = { ms: performance.now() - started, progressFrames, textFrames };
            } else requestAnimationFrame(watch);
          };
          requestAnimationFrame(watch);
        },
        { capture: true, once: true },
      );
    }, text);
    const started = Date.now();
    await dialog.getByRole("button", { name: "Add a screenshot of this page" }).click();
    await dialog.getByTestId("screenshot-stage").waitFor({ state: "visible", timeout: 30_000 });
    const outside = Date.now() - started;
    const seen = await page.evaluate(
      () => (window as unknown as { capture: { ms: number; progressFrames: number; textFrames: number } }).capture,
    );
    const took = Math.round(seen.ms);
    const line = `${where} at ${info.project.name}: ${took} ms in the page (${outside} ms seen by the test)`;
    info.annotations.push({ type: "capture time", description: line });
    console.log(`capture time on ${line}; ${seen.progressFrames} frames showed the progress`);
    // The progress showed in the dialog while the text stayed visible (the dialog is not hidden).
    expect(seen.progressFrames, "painted frames with the progress in the dialog").toBeGreaterThan(0);
    expect(seen.textFrames, "of those, frames with the typed text visible").toBe(seen.progressFrames);

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
    // The page at its scroll position drew in it: many colours, not one flat background.
    const colours = await dialog.getByRole("img", { name: "Screenshot of this page" }).evaluate((c) => {
      const canvas = c as HTMLCanvasElement;
      const data = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
      const seen = new Set<number>();
      for (let i = 0; i < data.length; i += 4 * 97)
        seen.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
      return seen.size;
    });
    expect(colours, "distinct colours in the captured picture").toBeGreaterThan(50);
    const name = where === "/classes" ? "classes" : "class-page";
    await shot(page, info, `capture-done-${name}.png`);
    if (takeScreenshots) {
      // The captured picture itself, to look at what was drawn and what was skipped.
      const png = await dialog
        .getByRole("img", { name: "Screenshot of this page" })
        .evaluate((c) => (c as HTMLCanvasElement).toDataURL("image/png").split(",")[1] ?? "");
      const file = screenshotPath(info, `capture-image-${name}.png`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, Buffer.from(png, "base64"));
    }
    if (info.project.name === "desktop") {
      expect(took, `the capture on ${where} at 1280 px took ${took} ms`).toBeLessThan(captureBoundMs);
    }
  });
}

test("the dialog in its capture progress state passes axe, at 390 and 1280 px", async ({ page }, info) => {
  const path = await classPage(page);
  // Hold the capture library's download (it starts when the form opens) until axe is done, so
  // the progress state stays put for it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    // A script still on its way when the test ends (its page closed) has nowhere to go: Playwright
    // rejects the fetch with "Test ended", which would fail the run outside any test.
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes("[modern-screenshot]")) await held;
      const headers = { ...response.headers() };
      delete headers["content-encoding"]; // the body is the decoded text
      delete headers["content-length"];
      await route.fulfill({ response, body, headers });
    } catch (error) {
      if (!page.isClosed()) throw error;
    }
  });
  const { dialog, description, text } = await openWidget(page, info, path);
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
  const violations = await axeViolations(page, { whileBusy: true });
  expect(violations.length, `axe-core violations in the capture progress:\n${formatViolations(violations)}`).toBe(0);

  release();
  await expect(dialog.getByTestId("screenshot-stage")).toBeVisible({ timeout: 30_000 });
  await expect(description).toHaveValue(text);
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("an upload shows its progress in the drop zone at once, until the server has answered", async ({ page }, info) => {
  await loginAs(page, "student");
  await page.goto("/profile");
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  // The server's answer is held, so the progress can be looked at (the body itself goes at once here).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/user/avatar", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel("Profile photo").setInputFiles({
    name: "portrait.png",
    mimeType: "image/png",
    buffer: gradientPng(600, 600),
  });
  const upload = page.getByRole("button", { name: "Upload photo" });
  await upload.click();
  const bar = page.getByRole("progressbar", { name: "Upload progress" });
  await expect(bar).toBeVisible();
  await expect(page.getByRole("button", { name: "Uploading…" })).toBeDisabled();
  await expect(bar).toHaveAttribute("aria-valuenow", /^\d+$/);
  await expect(page.locator("[data-upload-progress]")).toContainText(/Uploading… \d+%|Uploaded; saving the image…/);
  await bar.scrollIntoViewIfNeeded();
  await shot(page, info, "upload-progress.png");
  const violations = await axeViolations(page, { whileBusy: true });
  expect(violations.length, `axe-core violations with the upload progress:\n${formatViolations(violations)}`).toBe(0);
  release();
  await expect(page.getByText("Photo updated.")).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test("'Save draft' is busy from the click and then says the draft was saved", async ({ page }, info) => {
  await loginAs(page, "instructor");
  await page.goto("/classes/create");
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  const title = `Feedback Draft ${info.project.name} ${Date.now().toString(36)}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Summary").fill("A draft to see the save's feedback.");
  await page.getByLabel("Theme").selectOption("knife-making");
  await page.getByLabel("Skill level").selectOption("beginner");
  await page.getByLabel("Description").fill("## Day one\n\nForge the **blade**.");
  await page.getByLabel("Forge", { exact: true }).selectOption({ index: 1 });
  const next = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Session 1 starts").fill(`${next}T09:00`);
  await page.getByLabel("Session 1 ends").fill(`${next}T16:00`);
  await page.getByLabel("Price").fill("90");
  // The server's answer is held: the button must say it is busy before it comes.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The form posts to its route's action (with JavaScript, React Router's `.data` request).
  await page.route(/\/classes\/create(\.data)?(\?.*)?$/, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Save draft" }).click();
  const busy = page.getByRole("button", { name: "Saving…" });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute("aria-busy", "true");
  await busy.scrollIntoViewIfNeeded();
  await shot(page, info, "save-draft-busy.png");
  release();
  await expect(page.getByText("Draft saved", { exact: false }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/classes\/\d+\/edit$/);
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
});
