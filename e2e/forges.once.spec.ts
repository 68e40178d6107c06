import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { loginAs } from "./fixtures/auth.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { chooseBrowseFilters } from "./fixtures/browse-filters.ts";
import { gradientPng } from "./fixtures/images.ts";
import { expectNoSidewaysScroll } from "./fixtures/layout.ts";
import { stubMapTiles } from "./fixtures/map-tiles.ts";
import { collectPageProblems } from "./fixtures/page-problems.ts";
import { shot } from "./fixtures/screenshots.ts";

/** Issue 5 part 2: a host manages a forge in the browser (details, validation, photos) and uses it in the class form. */

/** Screenshot (the whole page from the top, or the viewport for a dialog), then axe. */
async function checkPage(page: Page, info: TestInfo, name: string, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0)); // else the sticky header lands mid-page
  await shot(page, info, `forges-${name}.png`, { fullPage });
  const violations = await axeViolations(page);
  expect(violations.length, `axe-core violations on ${name}:\n${formatViolations(violations)}`).toBe(0);
}

test("a host adds a forge by placing a pin on the map (no coordinates typed), drops and uploads photos, edits equipment, opens its (empty) class list and offers it in the class form", async ({
  page,
}, info) => {
  test.setTimeout(120_000); // a long journey: six pages, five axe runs, two uploads
  const problems = collectPageProblems(page);
  // Tiles with a gradient, so the screenshots show the map moving under the pin.
  const tile = gradientPng(256, 256);
  await page.route(/^https:\/\/([a-z]\.)?tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: tile }),
  );
  const name = `Cinder Works ${info.project.name} ${Date.now().toString(36)}`;
  await loginAs(page, "host");

  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Your forges" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your forges" })).toBeVisible();
  await expect(page.getByTestId("forge-card").first()).toBeVisible();
  await page.getByRole("link", { name: "Add a forge" }).first().click();

  await expect(page.getByRole("heading", { level: 1, name: "Add a forge" })).toBeVisible();
  // Decision 533: nowhere to type a latitude or a longitude; the map waits for the place.
  await expect(page.getByLabel("Latitude")).toHaveCount(0);
  await expect(page.getByLabel("Longitude")).toHaveCount(0);
  await expect(page.getByText("Choose the place above and the map opens there.")).toBeVisible();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Street address").fill("12 Anvil Row, Portland");
  await page.getByRole("button", { name: "Save forge" }).click();
  await expect(page.getByText("Choose the place the forge is in.")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Put the pin on your forge" })).toBeVisible();
  await checkPage(page, info, "new-invalid");

  // Choosing the place opens the map there with the pin at its centre, and the pin message goes.
  await page.getByLabel("Place").selectOption("us/oregon/portland");
  const map = page.getByRole("application", { name: "Map: move it to put the pin on your forge" });
  await expect(map).toBeVisible();
  const readout = page.getByText(/^The pin is /);
  await expect(readout).toHaveText("The pin is at the center of Portland: move the map so it sits on your forge.");
  await expect(page.getByText("Put the pin on your forge")).toHaveCount(0);
  // Clicking a spot moves it under the pin…
  const box = (await map.boundingBox()) as { width: number; height: number };
  await map.click({ position: { x: box.width / 2 + 80, y: box.height / 2 - 40 } });
  await expect(readout).toHaveText(/^The pin is [\d.]+ (m|km) from the center of Portland\.$/);
  const afterClick = await readout.textContent();
  // …and so do the arrow keys once the map has focus.
  await map.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(readout).not.toHaveText(afterClick ?? "");
  const placed = (await readout.textContent()) ?? "";
  expect(placed).toMatch(/^The pin is [\d.]+ (m|km) from the center of Portland\.$/);
  await checkPage(page, info, "new-pin");

  await page.getByRole("button", { name: "Add equipment" }).click();
  await page.getByRole("textbox", { name: "Equipment 1", exact: true }).fill("Two coal forges");
  await page.getByRole("button", { name: "Save forge" }).click();

  await expect(page).toHaveURL(/\/dashboard\/forges\/\d+\/edit$/);
  await expect(page.getByText("Forge saved.")).toBeVisible();
  const photo = { mimeType: "image/png", buffer: gradientPng(640, 420) };
  await page.getByLabel("Photo", { exact: true }).setInputFiles({ name: "anvil.png", ...photo });
  await expect(page.getByRole("img", { name: `Preview: ${name}` })).toBeVisible();
  await page.getByLabel("Describe the photo").fill("The anvil by the window");
  await page.getByRole("button", { name: "Upload photo" }).click();
  const saved = page.getByRole("list", { name: "Saved photos" });
  await expect(saved.getByRole("img", { name: "The anvil by the window" })).toBeVisible();
  await expect(page.getByText("1 of 8")).toBeVisible();

  // The second photo is dropped on the drop zone (decision 534): previewed, then uploaded.
  const dropped = await page.evaluateHandle((b64) => {
    const transfer = new DataTransfer();
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    transfer.items.add(new File([bytes], "quench.png", { type: "image/png" }));
    return transfer;
  }, photo.buffer.toString("base64"));
  const zone = page.locator("[data-drop-zone]");
  await zone.dispatchEvent("dragenter", { dataTransfer: dropped });
  await expect(zone).toHaveAttribute("data-dragging", "true");
  await zone.dispatchEvent("drop", { dataTransfer: dropped });
  await expect(zone).not.toHaveAttribute("data-dragging");
  await expect(page.getByRole("img", { name: `Preview: ${name}` })).toBeVisible();
  await shot(page.getByRole("form", { name: "Add a photo" }), info, "forges-drop-zone-preview.png");
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(saved.getByRole("img", { name })).toBeVisible();
  await expect(page.getByText("2 of 8")).toBeVisible();

  // Delete asks first; keeping it changes nothing, confirming removes it.
  await page.getByRole("button", { name: `Delete photo 2: ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this photo?" });
  await expect(dialog).toBeVisible();
  await checkPage(page, info, "delete-dialog", false);
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(page.getByText("2 of 8")).toBeVisible();
  await page.getByRole("button", { name: `Delete photo 2: ${name}` }).click();
  await dialog.getByRole("button", { name: "Delete photo" }).click();
  await expect(page.getByText("1 of 8")).toBeVisible();
  await expect(saved.getByRole("img")).toHaveCount(1);

  await page.getByRole("button", { name: "Add equipment" }).click();
  await page.getByRole("textbox", { name: "Equipment 2", exact: true }).fill("50 kg power hammer");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved.", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Equipment 2", exact: true })).toHaveValue("50 kg power hammer");
  // The saved forge opens on its pin: the same spot, in the same words.
  await expect(page.getByText(/^The pin is /)).toHaveText(placed);
  await checkPage(page, info, "edit");

  await page.goto("/dashboard/forges");
  const card = page.getByTestId("forge-card").filter({ hasText: name });
  await expect(card).toContainText("Two coal forges, 50 kg power hammer");
  await expect(card.getByRole("link", { name: `Edit ${name}` })).toBeVisible();
  await checkPage(page, info, "list");

  // A new forge has no classes yet: its list is empty and says which forge (named by the forges API).
  await card.getByRole("link", { name: `View classes at ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Classes at ${name}` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Nothing scheduled at this forge" })).toBeVisible();
  await expect(page.getByText(`No upcoming classes at ${name} yet.`, { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Clear forge" })).toBeVisible();
  await checkPage(page, info, "forge-classes-empty");

  // The public location page shows the forge with its photo (responsive srcset).
  await page.goto("/locations/us/oregon/portland");
  const publicCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(publicCard.getByRole("img", { name: "The anvil by the window" })).toHaveAttribute("srcset", / 480w/);

  await page.goto("/classes/create");
  await expect(page.getByLabel("Forge", { exact: true }).locator("option", { hasText: name })).toHaveCount(1);
  expect(problems).toEqual([]);
});

test("a forge card's View classes lists that forge's classes only; the chip brings back every forge", async ({
  page,
}, info) => {
  const problems = collectPageProblems(page);
  await stubMapTiles(page);
  await loginAs(page, "host");
  // A demo forge in Portland, where another forge (Rose City Bladeworks) also has classes.
  const forge = "East Side Anvil Works";
  await page.goto("/dashboard/forges");
  const card = page.getByTestId("forge-card").filter({ has: page.getByRole("heading", { name: forge, exact: true }) });
  await card.getByRole("link", { name: `View classes at ${forge}` }).click();

  await expect(page).toHaveURL(/\/classes\?venue=\d+$/);
  const venueId = new URL(page.url()).searchParams.get("venue");
  await expect(page.getByRole("heading", { level: 1, name: `Classes at ${forge}` })).toBeVisible();
  await expect(page.getByTestId("forge-filter")).toContainText(`Forge: ${forge} · Portland`);
  const classes = page.getByRole("article");
  await expect(classes.first()).toBeVisible();
  const count = await classes.count();
  expect(count).toBeGreaterThan(0);
  // Every class listed is at this forge: its card says so, and the total matches the list.
  await expect(classes.filter({ hasText: `Portland · ${forge}` })).toHaveCount(count);
  await expect(page.getByText(/\d+ class(es)? found/)).toHaveText(new RegExp(`^${count} class(es)? found`));
  await expectNoSidewaysScroll(page);
  await checkPage(page, info, "forge-classes");

  // Other filters keep the forge: the form carries it, and the chip still names it.
  await chooseBrowseFilters(page, { Theme: "knife-making" });
  await expect(page).toHaveURL(new RegExp(`theme=knife-making.*venue=${venueId}|venue=${venueId}.*theme=knife-making`));
  await expect(page.getByTestId("forge-filter")).toContainText(forge);
  for (const text of await page.getByRole("article").allInnerTexts()) expect(text).toContain(forge);

  // Clearing the forge keeps the theme and lists every forge again.
  await page.getByRole("link", { name: "Show classes at every forge" }).click();
  await expect(page).toHaveURL(/\/classes\?theme=knife-making(&sort=soonest)?$/);
  await expect(page.getByRole("heading", { level: 1, name: "Browse blacksmithing classes" })).toBeVisible();
  await expect(page.getByTestId("forge-filter")).toHaveCount(0);

  // The public location page links each forge to the same list.
  await page.goto("/locations/us/oregon/portland");
  await page.getByRole("link", { name: `View classes at ${forge}` }).click();
  await expect(page).toHaveURL(new RegExp(`/classes\\?venue=${venueId}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Classes at ${forge}` })).toBeVisible();

  // A forge id that does not exist: an empty list that says so, not an error page.
  const missing = await page.goto("/classes?venue=987654321");
  expect(missing?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Classes at this forge" })).toBeVisible();
  await expect(page.getByTestId("forge-filter")).toContainText("Forge: not found");
  expect(problems).toEqual([]);
});

test.describe("as a person's browser", () => {
  // Headless Chromium's user agent counts as a crawler, and crawlers get a bare status page instead.
  test.use({
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
  });
  test("a student who opens the forge pages is told they are for hosts and instructors", async ({ page }, info) => {
    const problems = collectPageProblems(page);
    await loginAs(page, "student");
    const response = await page.goto("/dashboard/forges/new");
    expect(response?.status()).toBe(403);
    await expect(page.getByText("Only hosts, instructors and admins list forges.")).toBeVisible();
    await checkPage(page, info, "student-403");
    expect(problems).toEqual([]);
  });
});
