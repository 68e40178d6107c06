import { expect, test } from "@playwright/test";
import { registerVerifiedStudent } from "./fixtures/accounts.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { shot } from "./fixtures/screenshots.ts";
import { browserUA } from "./fixtures/user-agent.ts";

// /settings/notifications posts to its route's action (issue 38, decision 535): with JavaScript
// off it saves and says so after the redirect; with it on, the same form saves without a reload.

for (const javaScriptEnabled of [false, true]) {
  test(`a student turns message emails off and back on (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }, info) => {
    const setup = await browser.newContext({ userAgent: browserUA });
    await registerVerifiedStudent(await setup.newPage(), javaScriptEnabled ? "js-prefs" : "nojs-prefs");
    const context = await browser.newContext({
      userAgent: browserUA,
      javaScriptEnabled,
      storageState: await setup.storageState(),
    });
    await setup.close();
    const page = await context.newPage();
    await page.goto("/settings/notifications");
    if (javaScriptEnabled) await waitForHydration(page);
    // A student is shown only what can reach a student.
    await expect(page.getByRole("checkbox", { name: /Applications to review/ })).toHaveCount(0);
    const messages = page.getByRole("checkbox", { name: /^Messages/ });
    const changes = page.getByRole("checkbox", { name: /^Class changes/ });
    await expect(messages).toBeChecked();
    await messages.uncheck();
    const saved = page.getByRole("status").filter({ hasText: "Preferences saved." });
    await page.getByRole("button", { name: "Save preferences" }).click();
    await expect(saved).toBeVisible();
    await expect(messages).not.toBeChecked();
    await expect(changes).toBeChecked();
    if (javaScriptEnabled) expect(formatViolations(await axeViolations(page))).toBe("");
    await shot(page, info, `notification-settings-saved-${javaScriptEnabled ? "js" : "no-js"}.png`);

    // What is saved is what the page shows after a reload, and the thanks is not said again.
    await page.reload();
    await expect(messages).not.toBeChecked();
    await expect(saved).toHaveCount(0);
    await messages.check();
    await page.getByRole("button", { name: "Save preferences" }).click();
    await expect(saved).toBeVisible();
    await page.reload();
    await expect(messages).toBeChecked();
    await context.close();
  });
}
