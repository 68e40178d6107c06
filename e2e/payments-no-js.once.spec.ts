import { expect, test } from "@playwright/test";
import { loginAs } from "./fixtures/auth.ts";
import { paidClassOfHost, studentWithPaidSeat } from "./fixtures/paid-seat.ts";
import { shot } from "./fixtures/screenshots.ts";
import { browserUA } from "./fixtures/user-agent.ts";

// Issue 41: the roster's "Mark paid" without JavaScript: the <details> opens natively, a refusal
// comes back with the form open, its message and what was typed; a payment redirects with a flash.

test("marks a seat paid on the roster without JavaScript", async ({ browser }, info) => {
  test.setTimeout(120_000);
  const setup = await browser.newContext({ userAgent: browserUA });
  const hostSetup = await setup.newPage();
  await loginAs(hostSetup, "host");
  const cls = await paidClassOfHost(hostSetup, info);
  await setup.close();
  const studentContext = await browser.newContext({ userAgent: browserUA });
  const name = await studentWithPaidSeat(await studentContext.newPage(), cls.id, "pay-no-js");
  await studentContext.close();

  const context = await browser.newContext({ userAgent: browserUA, javaScriptEnabled: false });
  const host = await context.newPage();
  await loginAs(host, "host");
  await host.goto(`/manage/students?class_id=${cls.id}`);
  const seat = host.getByTestId("seat-payment").filter({ hasText: name });
  await expect(seat).toContainText("Not paid");
  await seat.getByText("Mark paid").click();
  await seat.getByLabel("Amount (USD)").fill("eighty");
  await seat.getByRole("button", { name: "Record payment" }).click();
  const back = host.getByTestId("seat-payment").filter({ hasText: name });
  await expect(back.getByText("Enter the amount as a number, such as 85 or 85.50.")).toBeVisible();
  await expect(back.getByLabel("Amount (USD)")).toHaveValue("eighty");
  await back.getByLabel("Amount (USD)").fill("85.50");
  await back.getByRole("button", { name: "Record payment" }).click();
  await expect(host).toHaveURL(new RegExp(`/manage/students\\?class_id=${cls.id}$`));
  await expect(
    host.getByRole("status").filter({ hasText: "Payment recorded. The student gets a receipt." }),
  ).toBeVisible();
  await expect(host.getByTestId("seat-payment").filter({ hasText: name })).toContainText("$85.50 of $85.50");
  await shot(host, info, "roster-payments-no-js.png", { fullPage: true });
  await context.close();
});
