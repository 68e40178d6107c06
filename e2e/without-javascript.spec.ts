import { expect, test } from "@playwright/test";
import { mailedLink, registerThroughForm, registerVerifiedStudent, uniqueEmail } from "./fixtures/accounts.ts";
import { loginAs } from "./fixtures/auth.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { shot } from "./fixtures/screenshots.ts";

// Issue 38 (decision 535): forms post to route actions, so they work with JavaScript off and
// before it has arrived. Each journey here runs in Chromium with JavaScript disabled.

const browserUA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
/** The feedback forms refuse a submission sooner than 3 s after they opened (decision 312). */
const minimumFill = 3_200;

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

  test("reset password: a refusal keeps the email and never sends the passwords back; then sign-in says it changed", async ({
    page,
    browser,
  }, info) => {
    // The account is made with JavaScript on, in a context of its own.
    const email = uniqueEmail("nojs-reset");
    const setup = await browser.newContext({ userAgent: browserUA, javaScriptEnabled: true });
    await registerThroughForm(await setup.newPage(), "No Script", email, "first-quiet-bellows-7");
    await setup.close();

    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Email me a reset link" }).click();
    await expect(page.getByText("If an account exists for that address")).toBeVisible();

    await page.goto(await mailedLink(page, email, "/reset-password"));
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await page.getByLabel("New password", { exact: true }).fill("a-brand-new-quench-9");
    await page.getByLabel("Confirm new password").fill("not-the-same-quench-9");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("New password", { exact: true })).toHaveValue("");
    expect(await page.content()).not.toContain("a-brand-new-quench-9");
    await shot(page, info, "no-js-reset-password-refused.png");

    await page.getByLabel("New password", { exact: true }).fill("a-brand-new-quench-9");
    await page.getByLabel("Confirm new password").fill("a-brand-new-quench-9");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page).toHaveURL(/\/login\?/);
    await expect(page.getByText("Your password has been changed")).toBeVisible();
  });

  test("contact: a refusal keeps every field, then the message is sent and the page says so once", async ({
    page,
  }, info) => {
    await page.goto("/contact");
    await page.getByLabel("Your name").fill("Brigid Smith");
    await page.getByLabel("Email").fill("brigid@example.com");
    await page.getByLabel("Topic").selectOption("classes");
    await page.getByLabel("Message").fill("Too short");
    await page.locator("form#contact").evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Write a message of at least 10 characters.")).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveValue("Brigid Smith");
    await expect(page.getByLabel("Topic")).toHaveValue("classes");
    await expect(page.getByLabel("Message")).toHaveValue("Too short");

    await page.getByLabel("Message").fill("Do your beginner classes provide leather aprons, or should I bring one?");
    await page.waitForTimeout(minimumFill);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("status").filter({ hasText: "your message is on its way" })).toBeVisible();
    await shot(page, info, "no-js-contact-sent.png");
    // The thanks is said once: a reload does not send again nor say it again.
    await page.reload();
    await expect(page.getByText("your message is on its way")).toHaveCount(0);
  });
});

test.describe("feature request, with JavaScript off and on", () => {
  for (const javaScriptEnabled of [false, true]) {
    test(`a visitor's idea: a too-short title is refused on its field, then the idea is sent (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }, info) => {
      const context = await browser.newContext({ javaScriptEnabled, userAgent: browserUA });
      const page = await context.newPage();
      await page.goto("/feature-request");
      // With JavaScript, each field is checked as it loses focus, and that check must leave the
      // focus where the person moved it (it once pulled it back to the refused title, so the next
      // text landed there).
      if (javaScriptEnabled) await waitForHydration(page);
      await page.locator("form#feature-request").evaluate((form) => form.setAttribute("novalidate", ""));
      await page.getByLabel("Your idea in a line").fill("Tags");
      await page.getByLabel("Tell us more").fill("Left-handed students cannot tell which classes suit them.");
      await page.getByLabel("Your email (optional)").fill("lefty@example.com");
      await expect(page.getByLabel("Your idea in a line")).toHaveValue("Tags");
      await page.waitForTimeout(minimumFill);
      await page.getByRole("button", { name: "Send idea" }).click();
      await expect(page.getByText("Give your idea a title of at least 5 characters.")).toBeVisible();
      await expect(page.getByLabel("Tell us more")).toHaveValue(
        "Left-handed students cannot tell which classes suit them.",
      );
      await page.getByLabel("Your idea in a line").fill("A left-handed filter");
      await page.getByRole("button", { name: "Send idea" }).click();
      await expect(page.getByRole("status").filter({ hasText: "your idea is in the team's inbox" })).toBeVisible();
      await expect(page.getByLabel("Your idea in a line")).toHaveValue("");
      await shot(page, info, `feature-request-sent-${javaScriptEnabled ? "js" : "no-js"}.png`);
      await context.close();
    });
  }
});

test("request a class with JavaScript off, then edit it in its dialog with JavaScript on", async ({
  browser,
}, info) => {
  const withScript = await browser.newContext({ userAgent: browserUA, javaScriptEnabled: true });
  const page = await withScript.newPage();
  await registerVerifiedStudent(page, "nojs-request");
  const noScript = await browser.newContext({
    userAgent: browserUA,
    javaScriptEnabled: false,
    storageState: await withScript.storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto("/request-class");
  await plain.locator("form#request-class").evaluate((form) => form.setAttribute("novalidate", ""));
  await plain.getByLabel("What would you like to learn?").fill("Forge a froe");
  await plain.getByLabel("Theme").selectOption("tool-making");
  await plain.getByLabel("Skill level").selectOption("beginner");
  await plain.getByLabel("Describe the class").fill("Too short");
  await plain.getByLabel("Preferred location").fill("Asheville, North Carolina");
  await plain.getByLabel("Preferred timeframe").fill("Weekends this spring");
  await plain.getByRole("button", { name: "Send request" }).click();
  await expect(plain.getByLabel("Describe the class")).toHaveAttribute("aria-invalid", "true");
  await expect(plain.getByLabel("Theme")).toHaveValue("tool-making");
  await plain
    .getByLabel("Describe the class")
    .fill("A riving tool for splitting shingles: drawing out, punching the eye.");
  await plain.getByRole("button", { name: "Send request" }).click();
  await expect(plain).toHaveURL(/\/profile\/my-requests$/);
  await expect(plain.getByRole("status").filter({ hasText: "Request sent" })).toBeVisible();
  await expect(plain.getByRole("heading", { name: "Forge a froe" })).toBeVisible();
  await shot(plain, info, "no-js-request-sent.png");
  await noScript.close();

  await page.goto("/profile/my-requests");
  await page.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("What would you like to learn?").fill("Fr");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog.getByLabel("What would you like to learn?")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("What would you like to learn?").fill("Forge a froe and its mallet");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Forge a froe and its mallet" })).toBeVisible();
  await withScript.close();
});

test("vote on a class request with JavaScript off: the count moves, a reload sends nothing new, the vote is taken back", async ({
  browser,
}) => {
  const withScript = await browser.newContext({ userAgent: browserUA, javaScriptEnabled: true });
  await registerVerifiedStudent(await withScript.newPage(), "nojs-vote");
  const noScript = await browser.newContext({
    userAgent: browserUA,
    javaScriptEnabled: false,
    storageState: await withScript.storageState(),
  });
  await withScript.close();
  const page = await noScript.newPage();
  await page.goto("/class-requests");
  const vote = page.getByRole("button", { name: /^Vote for / }).first();
  const label = (await vote.getAttribute("aria-label")) ?? "";
  const [, title, count] = /^Vote for (.+) \((\d+) votes?\)$/.exec(label) ?? [];
  expect(title, label).toBeTruthy();
  await vote.click();
  const voted = page.getByRole("button", {
    name: `Remove your vote for ${title} (${Number(count) + 1} ${Number(count) + 1 === 1 ? "vote" : "votes"})`,
  });
  await expect(voted).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(voted).toBeVisible();
  await voted.click();
  await expect(
    page.getByRole("button", { name: `Vote for ${title} (${count} ${Number(count) === 1 ? "vote" : "votes"})` }),
  ).toBeVisible();
  await noScript.close();
});

test("profile with JavaScript off: details saved, a wrong current password refused, then the password changed signs the other device out", async ({
  browser,
}, info) => {
  const withScript = await browser.newContext({ userAgent: browserUA, javaScriptEnabled: true });
  const other = await withScript.newPage();
  const { email, password } = await registerVerifiedStudent(other, "nojs-profile");
  // This device signs in on its own (a session of its own), over the API as the fixtures do.
  const noScript = await browser.newContext({ userAgent: browserUA, javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.request.get("/api/csrf-cookie");
  const xsrf = (await noScript.cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const login = await page.request.post("/api/login", {
    headers: { accept: "application/json", "x-xsrf-token": decodeURIComponent(xsrf) },
    data: { email, password },
  });
  expect(login.status()).toBe(204);
  await page.goto("/profile");
  await page.getByLabel("Name").fill("Brigid of the Anvil");
  await page.getByLabel("Bio").fill("");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Profile saved." })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Brigid of the Anvil");

  await page.getByLabel("Current password").fill("not-my-password-1");
  await page.getByLabel("New password", { exact: true }).fill("a-brand-new-quench-9");
  await page.getByLabel("Confirm new password").fill("a-brand-new-quench-9");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("New password", { exact: true })).toHaveValue("");
  expect(await page.content()).not.toContain("a-brand-new-quench-9");
  await shot(page, info, "no-js-password-refused.png");

  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill("a-brand-new-quench-9");
  await page.getByLabel("Confirm new password").fill("a-brand-new-quench-9");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password changed." })).toBeVisible();
  // This device stays signed in; the other one is signed out.
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();
  await other.goto("/profile");
  await expect(other).toHaveURL(/\/login/);
  await noScript.close();
  await withScript.close();
});

test.describe("signing in and up with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, userAgent: browserUA });

  test("register: a too-short password is refused on its field and never sent back, then the account is made and signed in; the verification email is sent again", async ({
    page,
    context,
  }, info) => {
    const email = uniqueEmail("nojs-register");
    await page.goto("/register?redirect=%2Fprofile");
    await page.getByLabel("Name").fill("Brigid Nojs");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm password").fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/register\?redirect=%2Fprofile$/);
    await expect(page.getByText("The password field must be at least 8 characters.")).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Name")).toHaveValue("Brigid Nojs");
    await shot(page, info, "no-js-register-refused.png");

    await page.getByLabel("Password", { exact: true }).fill("quench-and-temper-42");
    await page.getByLabel("Confirm password").fill("quench-and-temper-42");
    await page.getByRole("button", { name: "Create account" }).click();
    // Signed in by the page's answer: its session cookie came with the redirect.
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();
    expect((await context.cookies()).some((c) => c.httpOnly && /session/i.test(c.name))).toBe(true);

    // The banner's resend form posts to /verify-email/resend and comes back with a message.
    await mailedLink(page, email, "/verify-email");
    const banner = page.getByRole("region", { name: "Verify your email address" });
    await banner.getByRole("button", { name: "Resend the verification email" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("status").filter({ hasText: /verification link/ })).toBeVisible();
    await shot(page, info, "no-js-resend-verification.png");
  });

  test("sign in: a wrong password is said once on the form, then the right one signs in and goes where the page asked", async ({
    page,
    browser,
  }, info) => {
    const email = uniqueEmail("nojs-login");
    const setup = await browser.newContext({ userAgent: browserUA, javaScriptEnabled: true });
    await registerThroughForm(await setup.newPage(), "Login Nojs", email, "first-quiet-bellows-7");
    await setup.close();

    await page.goto("/login?redirect=%2Femail-verification-required");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not-my-password-1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("These credentials do not match our records.")).toHaveCount(1);
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Password")).toHaveValue("");
    expect(await page.content()).not.toContain("not-my-password-1");
    await shot(page, info, "no-js-login-refused.png");

    await page.getByLabel("Password").fill("first-quiet-bellows-7");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/email-verification-required$/);
    await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();

    // The verification gate's own resend form, sent back with the API's answer (sent, or when to ask again).
    await page.getByRole("button", { name: "Resend the verification email" }).click();
    await expect(page).toHaveURL(/\/email-verification-required$/);
    await expect(page.getByRole("status").filter({ hasText: /verification link/ })).toBeVisible();
  });

  test("the header's notifications and account controls are links to their pages", async ({ page }, info) => {
    await loginAs(page, "student");
    await page.goto("/classes");
    const header = page.getByRole("banner");
    const notifications = header.getByRole("link", { name: "Notifications" });
    const account = header.getByRole("link", { name: "Sam Quench" });
    await expect(notifications).toBeVisible();
    await expect(account).toBeVisible();
    const box = await account.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(20);
    await shot(page, info, "no-js-header-links.png");
    await notifications.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await header.getByRole("link", { name: "Sam Quench" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();
  });

  test("sign in: a page POST without its form token is refused", async ({ page }) => {
    const res = await page.request.post("/login", {
      form: { email: "someone@example.com", password: "whatever-it-is-1" },
      headers: { "sec-fetch-site": "cross-site" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(403);
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

  test("contact: the thanks after the redirect is said once, also when the page moves on in the app", async ({
    page,
  }) => {
    await page.goto("/contact");
    await page.getByLabel("Your name").fill("Brigid Smith");
    await page.getByLabel("Email").fill("brigid@example.com");
    await page.getByLabel("Message").fill("Do your beginner classes provide leather aprons, or should I bring one?");
    await page.waitForTimeout(minimumFill);
    await page.getByRole("button", { name: "Send message" }).click();
    const thanks = page.getByRole("status").filter({ hasText: "your message is on its way" });
    await expect(thanks).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveValue("");
    await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(thanks).toHaveCount(0);
    await page.goto("/contact");
    await expect(thanks).toHaveCount(0);
  });

  test("sign in through the form in the app: the header and the live channel follow the new user on the same page load; offline keeps the page", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("js-login");
    const setup = await browser.newContext({ userAgent: browserUA });
    await registerThroughForm(await setup.newPage(), "Live Login", email, "first-quiet-bellows-7");
    await setup.close();

    const subscribed = new Promise<void>((resolve) => {
      page.on("websocket", (ws) => {
        ws.on("framereceived", ({ payload }) => {
          const text = String(payload);
          if (text.includes("pusher_internal:subscription_succeeded") && text.includes("private-user.")) resolve();
        });
      });
    });
    await page.goto("/login?redirect=%2Fclass-requests");
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("first-quiet-bellows-7");

    await page.context().setOffline(true);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("You appear to be offline. Please check your connection.").first()).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await page.context().setOffline(false);

    await page.getByLabel("Password").fill("first-quiet-bellows-7");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/class-requests$/);
    await expect(page.getByRole("button", { name: "Live Login" })).toBeVisible();
    await expect(subscribed).resolves.toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test("profile: a saved name reaches the header at once", async ({ page }) => {
    const { name } = await registerVerifiedStudent(page, "js-profile");
    await page.goto("/profile");
    await expect(page.getByRole("button", { name })).toBeVisible();
    await page.getByLabel("Name").fill("Brigid of the Bellows");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Profile saved." })).toBeVisible();
    await expect(page.getByRole("button", { name: "Brigid of the Bellows" })).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Brigid of the Bellows");
  });
});
