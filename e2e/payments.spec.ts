import { expect, test } from "@playwright/test";
import { loginAs } from "./fixtures/auth.ts";
import { axeViolations, formatViolations } from "./fixtures/axe.ts";
import { waitForHydration } from "./fixtures/hydration.ts";
import { paidClassOfHost, studentWithPaidSeat } from "./fixtures/paid-seat.ts";
import { shot } from "./fixtures/screenshots.ts";
import { browserUA } from "./fixtures/user-agent.ts";

// Issue 41, first slice: pay at the forge. The class page and the student's card say how and by
// when to pay; the class's instructor (the demo host, at their own forge) marks the seat paid on
// the roster, in two payments (a refused overpayment in between); the student reads the receipts
// on /dashboard/my-applications. At 390 px and 1280 px.

test.use({ userAgent: browserUA });

test("the host marks a seat paid on the roster and the student sees the receipts", async ({ browser }, info) => {
  test.setTimeout(120_000);
  const hostContext = await browser.newContext({ userAgent: browserUA });
  const host = await hostContext.newPage();
  await loginAs(host, "host");
  const cls = await paidClassOfHost(host, info);

  const studentContext = await browser.newContext({ userAgent: browserUA });
  const student = await studentContext.newPage();
  const name = await studentWithPaidSeat(student, cls.id, `pay-${info.project.name}`);

  // How to pay, before paying: the class page and the student's card.
  await student.goto(`/classes/${cls.id}`);
  await expect(student.getByTestId("how-to-pay")).toContainText("Pay at the forge or by bank transfer");
  await student.goto("/dashboard/my-applications");
  await waitForHydration(student);
  const card = student.getByTestId("my-application-card").filter({ hasText: cls.title });
  await expect(card.getByTestId("seat-payment")).toContainText("Not paid");
  await expect(card.getByTestId("seat-payment")).toContainText(/Pay \$85\.50 at the forge or by bank transfer by /);

  // The host's roster: the seat is not paid; "Mark paid" starts from what is owed.
  await host.goto(`/manage/students?class_id=${cls.id}`);
  await waitForHydration(host);
  const seat = host.getByTestId("seat-payment").filter({ hasText: name });
  await expect(seat).toContainText("Not paid");
  await expect(seat).toContainText("$0 of $85.50");
  await seat.getByText("Mark paid").click();
  const amount = seat.getByLabel("Amount (USD)");
  await expect(amount).toHaveValue("85.50");
  await amount.fill("50");
  await seat.getByLabel("How they paid").selectOption({ label: "Bank transfer" });
  await seat.getByRole("button", { name: "Record payment" }).click();
  await expect(
    host.getByRole("status").filter({ hasText: "Payment recorded. The student gets a receipt." }),
  ).toBeVisible();
  await expect(seat).toContainText("Part paid");
  await expect(seat).toContainText("$50 of $85.50");
  await expect(seat).toContainText("Still owed: $35.50");

  // More than is owed is refused on the field, with what was typed.
  await seat.getByText("Mark paid").click();
  await seat.getByLabel("Amount (USD)").fill("40");
  await seat.getByRole("button", { name: "Record payment" }).click();
  await expect(seat.getByText("That is more than the student still owes for this seat.")).toBeVisible();
  await expect(seat.getByLabel("Amount (USD)")).toHaveValue("40");
  await shot(host, info, "roster-payment-refused.png", { fullPage: true });
  await seat.getByLabel("Amount (USD)").fill("35.50");
  await seat.getByRole("button", { name: "Record payment" }).click();
  await expect(seat).toContainText("Paid");
  await expect(seat).toContainText("$85.50 of $85.50");
  await expect(seat.getByText("Mark paid")).toHaveCount(0);
  expect(formatViolations(await axeViolations(host))).toBe("");
  await shot(host, info, "roster-payments.png", { fullPage: true });

  // The student's receipts.
  await student.goto("/dashboard/my-applications");
  await waitForHydration(student);
  const paid = student.getByTestId("my-application-card").filter({ hasText: cls.title }).getByTestId("seat-payment");
  await expect(paid).toContainText("Paid in full");
  const receipts = paid.getByTestId("receipt");
  await expect(receipts).toHaveCount(2);
  await expect(receipts.nth(0)).toContainText("$50");
  await expect(receipts.nth(0)).toContainText("Bank transfer");
  await expect(receipts.nth(1)).toContainText("$35.50");
  await expect(receipts.nth(1)).toContainText("Cash at the forge");
  expect(formatViolations(await axeViolations(student))).toBe("");
  await shot(student, info, "my-applications-receipts.png", { fullPage: true });
  await hostContext.close();
  await studentContext.close();
});
