import { expect, test } from "@playwright/test";
import { loginAs } from "./fixtures/auth.ts";
import { shot } from "./fixtures/screenshots.ts";
import { browserUA } from "./fixtures/user-agent.ts";

// Issue 38 (decision 535): the class form and the forge form post to their routes' actions, so an
// instructor and a host use them with JavaScript off; list rows ("Add a session", "Remove") are
// submit buttons the action answers with the form plus or minus a row.

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, userAgent: browserUA });

  test("an instructor creates a class with two sessions, is refused with every value kept, saves, publishes and finds it", async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    const title = `Scriptless Froe ${info.project.name} ${Date.now().toString(36)}`;
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    await loginAs(page, "instructor");
    await page.goto("/classes/create");
    await expect(page.getByRole("heading", { level: 1, name: "Create a class" })).toBeVisible();

    await page.getByLabel("Title").fill("Froe");
    await page.getByLabel("Summary").fill("Forge a froe and split your own shingles.");
    await page.getByLabel("Theme").selectOption("tool-making");
    await page.getByLabel("Skill level").selectOption("beginner");
    await page.getByLabel("Description").fill("## Day one\n\nForge the **blade**.");
    await page.getByLabel("Forge", { exact: true }).selectOption({ index: 1 });
    const forge = await page.getByLabel("Forge", { exact: true }).inputValue();
    await page.getByLabel("Session 1 starts").fill(`${day(35)}T09:00`);
    await page.getByLabel("Session 1 ends").fill(`${day(35)}T16:00`);
    await page.getByLabel("Price").fill("120");

    // "Add a session" posts the form; the page comes back with a second row and every value kept.
    await page.getByRole("button", { name: "Add a session" }).click();
    await expect(page.getByLabel("Session 2 starts")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue("Froe");
    await expect(page.getByLabel("Session 1 starts")).toHaveValue(`${day(35)}T09:00`);
    await expect(page.getByLabel("Price")).toHaveValue("120");
    // A row added and removed again: the list is as it was.
    await page.getByRole("button", { name: "Add an item" }).nth(1).click();
    await expect(page.getByRole("textbox", { name: "What to bring 1" })).toBeVisible();
    await page.getByRole("button", { name: "Remove what to bring 1" }).click();
    await expect(page.getByRole("textbox", { name: "What to bring 1" })).toHaveCount(0);
    await expect(page.getByLabel("Session 2 starts")).toBeVisible();

    // The second session ends before it starts and the title is too short: refused on their fields.
    await page.getByLabel("Session 2 starts").fill(`${day(36)}T16:00`);
    await page.getByLabel("Session 2 ends").fill(`${day(36)}T09:00`);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Give the class a title of at least 5 characters.")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Session 2 ends")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Title")).toHaveValue("Froe");
    await expect(page.getByLabel("Summary")).toHaveValue("Forge a froe and split your own shingles.");
    await expect(page.getByLabel("Theme")).toHaveValue("tool-making");
    await expect(page.getByLabel("Skill level")).toHaveValue("beginner");
    await expect(page.getByLabel("Forge", { exact: true })).toHaveValue(forge);
    await expect(page.getByLabel("Session 1 ends")).toHaveValue(`${day(35)}T16:00`);
    await expect(page.getByLabel("Session 2 starts")).toHaveValue(`${day(36)}T16:00`);
    await expect(page.getByLabel("Session 2 ends")).toHaveValue(`${day(36)}T09:00`);
    await expect(page.getByLabel("Price")).toHaveValue("120");
    await shot(page, info, "class-form-no-js-refused.png", { fullPage: true });

    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Session 2 starts").fill(`${day(36)}T09:00`);
    await page.getByLabel("Session 2 ends").fill(`${day(36)}T16:00`);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page).toHaveURL(/\/classes\/\d+\/edit$/);
    await expect(page.getByText("Draft saved.")).toBeVisible();
    await expect(page.getByTestId("class-status")).toHaveText("Draft");
    await expect(page.getByLabel("Session 2 starts")).toHaveValue(`${day(36)}T09:00`);

    // Publishing needs no dialog without JavaScript: its button asks for the card's own form.
    await page.getByRole("button", { name: "Preview and publish" }).click();
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByText("Class published.")).toBeVisible();
    await expect(page.getByTestId("class-status")).toHaveText("Published");
    await shot(page, info, "class-form-no-js-published.png", { fullPage: true });

    const edit = page.url();
    await page.getByRole("link", { name: "View the class page" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Day one" })).toBeVisible();

    // Cancelling asks for a reason: refused without one, then done.
    await page.goto(edit);
    await page.getByRole("button", { name: "Cancel the class" }).click(); // opens the card's form
    await page.getByRole("button", { name: "Cancel the class" }).click();
    await expect(page.getByText("Reason is required.")).toBeVisible();
    await page.getByLabel("Reason").fill("The forge floor is being relaid that week.");
    await page.getByRole("button", { name: "Cancel the class" }).click();
    await expect(page.getByText("Class cancelled.")).toBeVisible();
    await expect(page.getByTestId("class-status")).toHaveText("Cancelled");
  });

  test("a host adds a forge: an equipment row added without the map's help, the pin at the place's center", async ({
    page,
  }, info) => {
    const name = `Quiet Bellows ${info.project.name} ${Date.now().toString(36)}`;
    await loginAs(page, "host");
    await page.goto("/dashboard/forges/new");
    await expect(page.getByRole("heading", { level: 1, name: "Add a forge" })).toBeVisible();
    await expect(page.getByText("Without JavaScript the map cannot open")).toBeVisible();
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Street address").fill("3 Tuyere Lane, Portland");
    await page.getByRole("button", { name: "Add equipment" }).click();
    await expect(page.getByLabel("Name")).toHaveValue(name);
    await page.getByRole("textbox", { name: "Equipment 1", exact: true }).fill("A gas forge");
    // No place chosen: refused on its field, the rest kept.
    await page.getByRole("button", { name: "Save forge" }).click();
    await expect(page.getByText("Choose the place the forge is in.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Equipment 1", exact: true })).toHaveValue("A gas forge");
    await expect(page.getByLabel("Street address")).toHaveValue("3 Tuyere Lane, Portland");
    await shot(page, info, "forge-form-no-js-refused.png", { fullPage: true });

    await page.getByLabel("Place").selectOption("us/oregon/portland");
    await page.getByRole("button", { name: "Save forge" }).click();
    await expect(page).toHaveURL(/\/dashboard\/forges\/\d+\/edit$/);
    await expect(page.getByText("Forge saved.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Equipment 1", exact: true })).toHaveValue("A gas forge");
    await expect(page.getByLabel("Place")).toHaveValue("us/oregon/portland");

    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Saved.", { exact: true })).toBeVisible();
  });
});
