import { currencyDigits } from "@guildforge/contracts";
import type { UserNotificationEvent } from "../../platform/events/domain-event.ts";
import { noticeText } from "../../platform/i18n/notice-text.ts";

/**
 * The receipt's texts (extracted by `lingui extract` into apps/server/locales). `{amount, number,
 * money}` is the amount in the class's currency (`currency`) and `{paid_on, date, day}` the day it
 * was paid, both formatted for the reader when the notification is read (server-i18n's formats).
 */
const m = {
  title: /*i18n*/ { id: "notice.payment.received.title", message: "Payment received" },
  message: /*i18n*/ {
    id: "notice.payment.received",
    message:
      'We have your payment of {amount, number, money} for "{title}", paid {method, select, cash {in cash at the forge} bank_transfer {by bank transfer} other {}} on {paid_on, date, day}. This is your receipt.',
  },
};

/** Where the student's receipts are listed. */
export const receiptsUrl = "/dashboard/my-applications";

/** `payment_received`: the receipt of a payment a manager recorded for the student's seat. */
export function receiptNotice(r: {
  studentId: number;
  applicationId: number;
  classId: number;
  classTitle: string;
  classUrl: string;
  ledgerId: number;
  amountCents: number;
  currency: string;
  method: string;
  paidOn: string;
}): UserNotificationEvent {
  const amount = r.amountCents / 10 ** currencyDigits(r.currency);
  return {
    userId: r.studentId,
    type: "payment_received",
    ...noticeText(m.title, m.message, {
      amount,
      currency: r.currency,
      title: r.classTitle,
      method: r.method,
      paid_on: r.paidOn,
    }),
    data: {
      status: "paid",
      url: receiptsUrl,
      application_id: r.applicationId,
      class_id: r.classId,
      class_url: r.classUrl,
      ledger_id: r.ledgerId,
    },
  };
}
