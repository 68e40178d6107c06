import { expect, test } from "@playwright/test";
import { registerVerifiedStudent } from "./fixtures/accounts.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { shot } from "./fixtures/screenshots.ts";
import { browserUA } from "./fixtures/user-agent.ts";

// Each reminder type can be turned off on /settings/notifications (issue 40 point 1), through the
// page's route action with or without JavaScript. A student is not offered the teaching reminder.

for (const javaScriptEnabled of [false, true]) {
  test(`a student turns the two-day reminder off (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }, info) => {
    const setup = await browser.newContext({ userAgent: browserUA });
    await registerVerifiedStudent(await setup.newPage(), javaScriptEnabled ? "js-reminders" : "nojs-reminders");
    const context = await browser.newContext({
      userAgent: browserUA,
      javaScriptEnabled,
      storageState: await setup.storageState(),
    });
    await setup.close();
    const page = await context.newPage();
    await page.goto("/settings/notifications");
    if (javaScriptEnabled) await waitForHydration(page);
    await expect(page.getByRole("checkbox", { name: /Teaching reminder/ })).toHaveCount(0);
    const twoDays = page.getByRole("checkbox", { name: /^Reminder two days before/ });
    const threeHours = page.getByRole("checkbox", { name: /^Reminder three hours before/ });
    await expect(twoDays).toBeChecked();
    await expect(threeHours).toBeChecked();
    await twoDays.uncheck();
    await page.getByRole("button", { name: "Save preferences" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Preferences saved." })).toBeVisible();
    if (javaScriptEnabled) expect(formatViolations(await axeViolations(page))).toBe("");
    await shot(page, info, `reminder-settings-${javaScriptEnabled ? "js" : "no-js"}.png`, { fullPage: true });
    await page.reload();
    await expect(twoDays).not.toBeChecked();
    await expect(threeHours).toBeChecked();
    await context.close();
  });
}
