import { expect, test } from "@playwright/test";
import { registerVerifiedStudent } from "./fixtures/accounts.ts";
import { shot } from "./fixtures/screenshots.ts";
import { browserUA } from "./fixtures/user-agent.ts";

// /become-instructor posts to its route's action (issue 38, decision 535): with JavaScript off a
// host's application is refused on its fields with every choice kept, then sent.

test("with JavaScript off, a forge owner applies to host: refused on the fields, then pending review", async ({
  browser,
}, info) => {
  const setup = await browser.newContext({ userAgent: browserUA });
  await registerVerifiedStudent(await setup.newPage(), "nojs-host");
  const context = await browser.newContext({
    userAgent: browserUA,
    javaScriptEnabled: false,
    storageState: await setup.storageState(),
  });
  await setup.close();
  const page = await context.newPage();
  await page.goto("/become-instructor");
  // The forge's fields appear for a host by CSS alone.
  await expect(page.getByLabel("Forge name")).toBeHidden();
  await page.getByLabel("Host classes at my forge").check();
  await expect(page.getByLabel("Forge name")).toBeVisible();
  await page.getByLabel("Decorative ironwork").check();
  await page.getByLabel("Your experience").fill("Two hearths.");
  await page.getByLabel("Street address").fill("3 Mill Road");
  await page.locator("form#role-application").evaluate((form) => form.setAttribute("novalidate", ""));
  await page.getByRole("button", { name: "Send application" }).click();

  await expect(page.getByText("Tell us a little more about your experience (at least 20 characters).")).toBeVisible();
  await expect(page.getByLabel("Forge name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Host classes at my forge")).toBeChecked();
  await expect(page.getByLabel("Decorative ironwork")).toBeChecked();
  await expect(page.getByLabel("Street address")).toHaveValue("3 Mill Road");
  await expect(page.getByLabel("Your experience")).toHaveValue("Two hearths.");
  await shot(page, info, "no-js-become-host-refused.png");

  await page.getByLabel("Your experience").fill("I run a small village forge with two coal hearths and anvils.");
  await page.getByLabel("Forge name").fill("Village Forge");
  await page.getByLabel("City").fill("Hood River");
  await page.getByLabel("Equipment").fill("coal forge\n150 lb anvil");
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page).toHaveURL(/\/become-instructor$/);
  await expect(page.getByRole("status").filter({ hasText: "Application sent." })).toBeVisible();
  await expect(page.getByTestId("role-application").getByText("Pending review")).toBeVisible();
  await expect(page.getByTestId("role-application")).toContainText("Forge host");
  const mine = (await (await page.request.get("/api/role-applications/mine")).json()) as {
    data: Array<{ venue: { name: string; equipment: string[] } | null }>;
  };
  expect(mine.data[0]?.venue).toMatchObject({ name: "Village Forge", equipment: ["coal forge", "150 lb anvil"] });
  await context.close();
});
