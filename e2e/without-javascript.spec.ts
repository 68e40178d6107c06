import { expect, test } from "@playwright/test";
import { shot } from "./fixtures/screenshots.ts";

// Issue 38 (decision 535): forms post to route actions, so they work with JavaScript off and
// before it has arrived. Each journey here runs in Chromium with JavaScript disabled.

const browserUA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, userAgent: browserUA });

  test("forgot password: a refused email comes back on its field with what was typed, then the link is sent", async ({
    page,
  }, info) => {
    await page.goto("/forgot-password");
    const email = page.getByLabel("Email");
    // The browser's own check would stop "not-an-email" (type=email): the server's is what this
    // journey shows, so the field is sent as typed.
    await page.locator("form").evaluate((form) => form.setAttribute("novalidate", ""));
    await email.fill("not-an-email");
    await page.getByRole("button", { name: "Email me a reset link" }).click();
    await expect(page.getByText("The email field must be a valid email address.")).toBeVisible();
    await expect(email).toHaveValue("not-an-email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await shot(page, info, "no-js-forgot-password-refused.png");

    await email.fill("someone@example.com");
    await page.getByRole("button", { name: "Email me a reset link" }).click();
    await expect(page.getByText("If an account exists for that address")).toBeVisible();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});

test.describe("with JavaScript on", () => {
  test.use({ userAgent: browserUA });

  test("forgot password: sent before the page has hydrated, on a CPU six times slower, it completes once", async ({
    page,
  }) => {
    const session = await page.context().newCDPSession(page);
    await session.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
    });
    await page.goto("/forgot-password", { waitUntil: "commit" });
    await page.getByLabel("Email").fill("someone@example.com");
    await page.getByRole("button", { name: "Email me a reset link" }).click();
    await expect(page.getByText("If an account exists for that address")).toBeVisible({ timeout: 30_000 });
    expect(posts.filter((p) => p.startsWith("/forgot-password"))).toHaveLength(1);
  });
});
