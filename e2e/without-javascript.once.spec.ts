import { type Browser, expect, test } from "@playwright/test";
import { mailedLink, registerThroughForm, registerVerifiedStudent, uniqueEmail } from "./fixtures/accounts.ts";
import { loginAs } from "./fixtures/auth.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { csrfHeaders } from "./fixtures/live.ts";
import { shot } from "./fixtures/screenshots.ts";
import { allTeachingClasses } from "./fixtures/teaching-classes.ts";
import { browserUA } from "./fixtures/user-agent.ts";

// Issue 38 (decision 535): forms post to route actions, so they work with JavaScript off and
// before it has arrived. Each journey here runs in Chromium with JavaScript disabled.

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
  // The dialog is what the page's script adds; before it runs, Edit shows the form in the page.
  await waitForHydration(page);
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

test("apply to a class with JavaScript off: a missing safety tick is refused with what was ticked kept, then the application and its withdrawal", async ({
  browser,
}, info) => {
  const withScript = await browser.newContext({ userAgent: browserUA, javaScriptEnabled: true });
  const setup = await withScript.newPage();
  await registerVerifiedStudent(setup, "nojs-apply");
  type Detail = { id: number; url: string; title: string; safety_requirements: string[]; min_age: number };
  const list = (await (await setup.request.get("/api/classes?seats=true&sort=newest&limit=50")).json()) as {
    data: Array<{ id: number; seats_left: number }>;
  };
  const found: Detail[] = [];
  for (const c of list.data.filter((c) => c.seats_left > 1)) {
    const { data } = (await (await setup.request.get(`/api/classes/${c.id}`)).json()) as { data: Detail };
    if (data.safety_requirements.length > 1) found.push(data);
    if (found.length === 2) break;
  }
  const cls = found[info.project.name === "mobile" ? 0 : 1] ?? found[0];
  expect(cls, "an open class with two or more safety requirements").toBeTruthy();
  if (!cls) return;
  const noScript = await browser.newContext({
    userAgent: browserUA,
    javaScriptEnabled: false,
    storageState: await withScript.storageState(),
  });
  await withScript.close();
  const page = await noScript.newPage();
  await page.goto(cls.url);
  // The apply button asks for the page with the form in it.
  await page
    .getByRole("button", { name: /^(Apply for a seat|Join the waitlist)$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\?apply=1#apply$/);
  const form = page.locator("section#apply");
  await expect(form.getByRole("heading", { name: `Apply: ${cls.title}` })).toBeVisible();
  await form.getByRole("radio", { name: /Some/ }).check();
  await form.getByLabel("Message to the instructor (optional)").fill("Forged twice, keen to learn.");
  const safety = form.getByRole("group", { name: /Safety requirements/ });
  await safety.getByRole("checkbox").first().check();
  const age = form.getByRole("checkbox", { name: /I am at least \d+ years old/ });
  if (cls.min_age > 0) await age.check();
  await form.getByRole("button", { name: "Send application" }).click();
  // Refused: the missing ticks named on their group; what was chosen, typed and ticked kept.
  const missing = cls.safety_requirements.length - 1;
  await expect(
    form.getByText(
      missing === 1 ? "Tick the last safety requirement to confirm it." : `Tick all ${missing} safety requirements.`,
    ),
  ).toBeVisible();
  await expect(form.getByRole("radio", { name: /Some/ })).toBeChecked();
  await expect(form.getByLabel("Message to the instructor (optional)")).toHaveValue("Forged twice, keen to learn.");
  await expect(safety.getByRole("checkbox").first()).toBeChecked();
  await expect(safety.getByRole("checkbox").nth(1)).not.toBeChecked();
  await shot(page, info, "no-js-apply-refused.png", { fullPage: true });
  for (const box of await safety.getByRole("checkbox").all()) await box.check();
  await form.getByRole("button", { name: "Send application" }).click();
  // Sent: back on the class page (303) with what came of it, and the application's status.
  await expect(page).toHaveURL(new RegExp(`${cls.url}$`));
  await expect(
    page.getByRole("main").getByText(/Application sent\.|your seat is confirmed|you joined the waitlist/),
  ).toBeVisible();
  const mine = page.getByTestId("my-application");
  await expect(mine.getByText("Your application:")).toBeVisible();
  await shot(page, info, "no-js-applied.png", { fullPage: true });

  // Withdraw: the button asks for the page with the question, then the confirmed form sends it.
  await mine.getByRole("button", { name: "Withdraw…" }).click();
  await expect(page).toHaveURL(/\?withdraw=\d+#withdraw-\d+$/);
  const confirm = page.getByRole("region", { name: "Withdraw your application?" });
  await expect(confirm.getByText(cls.title)).toBeVisible();
  await shot(page, info, "no-js-withdraw-confirm.png", { fullPage: true });
  await confirm.getByRole("button", { name: "Withdraw application" }).click();
  await expect(page).toHaveURL(new RegExp(`${cls.url}$`));
  await expect(page.getByRole("main").getByText(`Application withdrawn: “${cls.title}”.`)).toBeVisible();
  await expect(page.getByTestId("my-application")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^(Apply for a seat|Join the waitlist)$/ }).first()).toBeVisible();
  await noScript.close();
});

test("reply in a message thread with JavaScript off: an empty send is refused, then the message is in the thread", async ({
  browser,
}, info) => {
  const withScript = await browser.newContext({ userAgent: browserUA, javaScriptEnabled: true });
  const setup = await withScript.newPage();
  await registerVerifiedStudent(setup, "nojs-message");
  // The student's first message to an instructor (the thread to answer in).
  const list = (await (await setup.request.get("/api/classes?limit=1")).json()) as {
    data: Array<{ instructor: { id: number; name: string } }>;
  };
  const instructor = list.data[0]?.instructor;
  expect(instructor, "a published class with its instructor").toBeTruthy();
  await setup.request.get("/api/csrf-cookie");
  const token = (await withScript.cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const started = await setup.request.post("/api/conversations", {
    headers: {
      Accept: "application/json",
      "X-XSRF-TOKEN": decodeURIComponent(token),
      "Idempotency-Key": `nojs-${Date.now()}`,
    },
    data: { user_id: instructor?.id, body: "Hello! Is the forge warm in winter?" },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { data } = (await started.json()) as { data: { conversation: { id: number } } };
  const noScript = await browser.newContext({
    userAgent: browserUA,
    javaScriptEnabled: false,
    storageState: await withScript.storageState(),
  });
  await withScript.close();
  const page = await noScript.newPage();
  await page.goto(`/messages/${data.conversation.id}`);
  const thread = page.getByTestId("thread");
  await expect(thread.getByText("Hello! Is the forge warm in winter?")).toBeVisible();
  await thread.getByRole("button", { name: "Send message" }).click();
  await expect(thread.getByText("Write a message first.")).toBeVisible();
  const text = `And do I bring my own apron? (${Date.now()})`;
  await thread.getByRole("textbox", { name: "Message" }).fill(text);
  await thread.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(new RegExp(`/messages/${data.conversation.id}$`));
  await expect(page.getByTestId("chat-message").filter({ hasText: text })).toBeVisible();
  await expect(thread.getByRole("textbox", { name: "Message" })).toHaveValue("");
  await shot(page, info, "no-js-message-sent.png");
  await noScript.close();
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

/** A new student's pending application to teach, made with JavaScript on in a context of its own. */
async function pendingApplication(browser: Browser, prefix: string): Promise<string> {
  const setup = await browser.newContext({ userAgent: browserUA, javaScriptEnabled: true });
  const page = await setup.newPage();
  const { email } = await registerVerifiedStudent(page, prefix);
  await page.goto("/become-instructor");
  await page.getByLabel("Knife making").check();
  await page.getByLabel("Your experience").fill("Eight years forging kitchen knives in a shed behind the house.");
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByTestId("role-application").getByText("Pending review")).toBeVisible();
  await setup.close();
  return email;
}

test.describe("admin decisions with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, userAgent: browserUA });

  test("an admin approves a role application: the page says so and the card leaves the pending list", async ({
    page,
    browser,
  }, info) => {
    const email = await pendingApplication(browser, "nojs-approve");
    await loginAs(page, "admin");
    await page.goto("/admin/user-approvals");
    const card = page.getByTestId("user-approval").filter({ hasText: email });
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText("Application approved.")).toBeVisible();
    await expect(card).toHaveCount(0);
    await shot(page, info, "no-js-user-approval-approved.png");
    await page.goto("/admin/user-approvals?status=approved");
    await expect(page.getByTestId("user-approval").filter({ hasText: email })).toContainText("Approved");
  });

  test("an admin rejects with a reason: a missing reason is refused inline, then the rejection is saved", async ({
    page,
    browser,
  }, info) => {
    const email = await pendingApplication(browser, "nojs-reject");
    await loginAs(page, "admin");
    await page.goto("/admin/user-approvals");
    const card = page.getByTestId("user-approval").filter({ hasText: email });
    await card.locator("summary", { hasText: "Reject…" }).click();
    const reason = card.getByLabel("Reason");
    await card.getByRole("button", { name: "Reject application" }).click();
    await expect(card.getByText("Give the applicant a reason for the rejection.")).toBeVisible();
    await shot(card, info, "no-js-user-approval-reason-refused.png");
    await reason.fill("Please add photos of your finished knives.");
    await card.getByRole("button", { name: "Reject application" }).click();
    await expect(page.getByText("Application rejected.")).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.goto("/admin/user-approvals?status=rejected");
    await expect(page.getByTestId("user-approval").filter({ hasText: email })).toContainText(
      "Please add photos of your finished knives.",
    );
  });
});

test.describe("class-request review with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, userAgent: browserUA });

  test("an admin merges a duplicate request by its number, inline", async ({ page, browser }) => {
    const setup = await browser.newContext({ userAgent: browserUA, javaScriptEnabled: true });
    const student = await setup.newPage();
    const { email } = await registerVerifiedStudent(student, "nojs-merge");
    const tag = email.split("@")[0];
    const ids: number[] = [];
    for (const title of [`Forge a froe ${tag}`, `Froe forging ${tag}`]) {
      const res = await student.request.post("/api/class-requests", {
        headers: await csrfHeaders(student),
        data: {
          title,
          theme: "tool-making",
          skill_level: "beginner",
          description: "A riving tool for splitting shingles: drawing out, punching the eye.",
          preferred_location: "Asheville, North Carolina",
          preferred_timeframe: "Weekends this spring",
        },
      });
      expect(res.ok(), await res.text()).toBe(true);
      ids.push(((await res.json()) as { data: { id: number } }).data.id);
    }
    await setup.close();

    await loginAs(page, "admin");
    await page.goto("/admin/class-requests?status=all");
    const duplicate = page
      .getByTestId("admin-class-request")
      .filter({ has: page.getByRole("heading", { name: `Froe forging ${tag}`, exact: true }) });
    await duplicate.locator("summary", { hasText: "Merge…" }).click();
    await duplicate.getByLabel("Request number to merge into").fill(String(ids[0]));
    await duplicate.getByRole("button", { name: "Merge", exact: true }).click();
    await expect(page.getByText("Requests merged.")).toBeVisible();
    await expect(duplicate).toContainText(`Merged into #${ids[0]}`);
  });
});

test.describe("a host's decisions with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, userAgent: browserUA });

  test("the host accepts a student's application: the page says so and the row leaves the pending queue", async ({
    page,
    browser,
  }, info) => {
    await loginAs(page, "host");
    type Open = { id: number; status: string; auto_accept: boolean; seats_left: number };
    const open = (await allTeachingClasses<{ class: Open }>(page))
      .map((c) => c.class)
      .filter((c) => c.status === "published" && !c.auto_accept && c.seats_left >= 2);
    // Away from the ends of the list, which the other application journeys take.
    const cls = open[Math.floor(open.length / 2) + (info.project.name === "mobile" ? 0 : 1)] ?? open[0];
    expect(cls, "a review-mode class with free seats in the demo data").toBeTruthy();
    const classId = (cls as Open).id;

    // A new student applies, with JavaScript on in a context of its own.
    const setup = await browser.newContext({ userAgent: browserUA, javaScriptEnabled: true });
    const student = await setup.newPage();
    const { name, email } = await registerVerifiedStudent(student, "nojs-accept");
    const message = `I have forged a few hooks without any script running (${email}).`;
    const detail = (await (await student.request.get(`/api/classes/${classId}`)).json()) as {
      data: { safety_version: number; safety_requirements: string[] };
    };
    const applied = await student.request.post(`/api/classes/${classId}/applications`, {
      headers: await csrfHeaders(student),
      data: {
        experience_level: "some",
        safety_version: detail.data.safety_version,
        safety_acknowledgements: detail.data.safety_requirements,
        age_confirmed: true,
        message,
      },
    });
    expect(applied.ok(), await applied.text()).toBe(true);
    await setup.close();

    await page.goto(`/manage/applications?class_id=${classId}&status=pending`);
    const row = page.getByTestId("queue-row").filter({ hasText: message });
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: "Accept", exact: true }).click();
    await expect(page.getByText(`${name}: accepted.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`class_id=${classId}`));
    await shot(page, info, "no-js-manage-application-accepted.png");
    await page.goto(`/manage/applications?class_id=${classId}&status=accepted`);
    await expect(page.getByTestId("queue-row").filter({ hasText: message })).toBeVisible();
  });
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

  test("sign in, then apply: each sent before the page has hydrated, on a CPU six times slower, completes once", async ({
    page,
    browser,
  }) => {
    // Two pages loaded on a CPU six times slower, on a shared machine.
    test.setTimeout(240_000);
    const setup = await browser.newContext({ userAgent: browserUA });
    const setupPage = await setup.newPage();
    const { email, password, name } = await registerVerifiedStudent(setupPage, "slow-cpu");
    const list = (await (await setupPage.request.get("/api/classes?seats=true&sort=newest&limit=50")).json()) as {
      data: Array<{ id: number; url: string; seats_left: number }>;
    };
    const cls = list.data.find((c) => c.seats_left > 1);
    await setup.close();
    expect(cls, "an open class with seats").toBeTruthy();
    if (!cls) return;

    const session = await page.context().newCDPSession(page);
    await session.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
    });
    // The page's JavaScript is held until the form has been sent, so the send surely comes before
    // hydration (on a phone it is the JavaScript still on its way); then it flows again.
    let release = () => {};
    let held = Promise.resolve();
    const hold = () => {
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const notHydrated = async () =>
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);

    hold();
    await page.goto("/login?redirect=%2Fdashboard%2Fmy-applications", { waitUntil: "commit" });
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await notHydrated();
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-applications$/, { timeout: 60_000 });
    release();
    await expect(page.getByRole("heading", { level: 1, name: "My applications" })).toBeVisible({ timeout: 60_000 });
    expect(posts.filter((p) => p.startsWith("/login"))).toEqual(["/login"]);
    const sessions = (await page.context().cookies()).filter((c) => c.httpOnly && /session/i.test(c.name));
    expect(sessions).toHaveLength(1);
    expect(await (await page.request.get("/api/user")).json()).toMatchObject({ email, name });

    // Apply the same way: the class page's form, filled and sent before the page has hydrated.
    hold();
    await page.goto(`${cls.url}?apply=1#apply`, { waitUntil: "commit" });
    const form = page.locator("section#apply");
    await form.getByRole("radio", { name: /Some/ }).check();
    for (const box of await form.getByRole("checkbox").all()) await box.check();
    await notHydrated();
    await form.getByRole("button", { name: "Send application" }).click();
    const classPath = new URL(cls.url, "http://localhost").pathname;
    await expect(page).toHaveURL(new RegExp(`${classPath}$`), { timeout: 60_000 });
    release();
    await expect(
      page.getByRole("main").getByText(/Application sent\.|your seat is confirmed|you joined the waitlist/),
    ).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId("my-application").getByText("Your application:")).toBeVisible();
    expect(posts.filter((p) => p.startsWith(classPath))).toEqual([classPath]);
    const mine = (await (await page.request.get("/api/applications")).json()) as {
      data: Array<{ class: { id: number } }>;
    };
    expect(mine.data.filter((a) => a.class.id === cls.id)).toHaveLength(1);
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
