import { expect, test } from "@playwright/test";
import { waitForHydration } from "./fixtures/hydration.ts";
import { browserUA } from "./fixtures/user-agent.ts";

/**
 * Issue 39: a schema's own message (packages/contracts `schemaMessage`) reads in the page's
 * language in the browser's check, from the `forms` catalog the page sends (docs/topics/i18n.md).
 */
test.use({ userAgent: browserUA });

test("a German form's own message is German", async ({ page }) => {
  await page.goto("/de/feature-request");
  await waitForHydration(page);
  await page.locator('input[name="title"]').fill("Amb");
  await page.locator('textarea[name="description"]').fill("Eine Idee für die Schmiede.");
  await page.getByRole("button", { name: "Idee senden" }).click();
  await expect(page.getByText("Gib deiner Idee einen Titel mit mindestens 5 Zeichen.")).toBeVisible();
  await expect(page.getByText("Give your idea a title of at least 5 characters.")).toHaveCount(0);
});

test("a French form's own message is French", async ({ page }) => {
  await page.goto("/fr/contact");
  await waitForHydration(page);
  await page.locator('input[name="name"]').fill("Brigid Smith");
  await page.locator('input[name="email"]').fill("brigid@example.test");
  await page.locator('textarea[name="message"]').fill("Tablier ?");
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByText("Rédigez un message d'au moins 10 caractères.")).toBeVisible();
});
