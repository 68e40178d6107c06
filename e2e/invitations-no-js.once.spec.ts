import { expect, test } from "@playwright/test";
import { registerVerifiedStudent } from "./fixtures/accounts.ts";
import { loginAs } from "./fixtures/auth.ts";
import { shot } from "./fixtures/screenshots.ts";
import { browserUA } from "./fixtures/user-agent.ts";

// Inviting an instructor and accepting post to route actions (issue 38, decision 535): both work
// with JavaScript off.

test("with JavaScript off, a host invites a student and the student accepts", async ({ browser }, info) => {
  const studentSetup = await browser.newContext({ userAgent: browserUA });
  const { email } = await registerVerifiedStudent(await studentSetup.newPage(), "nojs-invitee");
  const hostSetup = await browser.newContext({ userAgent: browserUA });
  await loginAs(await hostSetup.newPage(), "host");

  const hostContext = await browser.newContext({
    userAgent: browserUA,
    javaScriptEnabled: false,
    storageState: await hostSetup.storageState(),
  });
  await hostSetup.close();
  const host = await hostContext.newPage();
  await host.goto("/dashboard");
  const panel = host.getByTestId("invite-instructor");
  await panel.locator("form").evaluate((form) => form.setAttribute("novalidate", ""));
  await panel.getByLabel(/Their email/).fill("not-an-email");
  await panel.getByRole("button", { name: "Send invitation" }).click();
  await expect(panel.getByText("Enter a valid email address.")).toBeVisible();
  await expect(panel.getByLabel(/Their email/)).toHaveValue("not-an-email");
  await panel.getByLabel(/Their email/).fill(email);
  await panel.getByRole("button", { name: "Send invitation" }).click();
  await expect(panel.getByText(`Invitation sent to ${email}`, { exact: false })).toBeVisible();
  await shot(panel, info, "no-js-invite-sent.png");
  const href = new URL((await panel.getByRole("link", { name: /instructor-invitation/ }).getAttribute("href")) ?? "")
    .pathname;
  await hostContext.close();

  const studentContext = await browser.newContext({
    userAgent: browserUA,
    javaScriptEnabled: false,
    storageState: await studentSetup.storageState(),
  });
  await studentSetup.close();
  const student = await studentContext.newPage();
  await student.goto(href);
  await student.getByRole("button", { name: "Accept and become an instructor" }).click();
  await expect(student.getByRole("status").filter({ hasText: "You are now an instructor" })).toBeVisible();
  await expect(student.getByText("This invitation has been accepted.")).toBeVisible();
  await expect(student.getByRole("link", { name: "Create your first class" })).toBeVisible();
  await studentContext.close();
});
