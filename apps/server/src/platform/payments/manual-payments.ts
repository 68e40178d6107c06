import { manualPaymentDueAt, manualPaymentMethods } from "@guildforge/contracts";
import type { PaymentsPort } from "./payments-port.ts";

/**
 * The `manual` driver: pay at the forge (cash) or by bank transfer, by the sooner of 48 hours
 * before the first session and 3 days after acceptance; the instructor or host records what they
 * took, which becomes a `charge` row of provider `manual`. No money moves through the app.
 */
export function manualPayments(): PaymentsPort {
  return {
    driver: "manual",
    methods: manualPaymentMethods,
    dueAt: (seat) => (seat.acceptedAt == null ? null : manualPaymentDueAt(seat.firstSessionAt, seat.acceptedAt)),
    recordTaken: (p) => ({
      kind: "charge",
      amountCents: p.amountCents,
      currency: p.currency,
      method: p.method,
      provider: "manual",
      paidOn: p.paidOn,
    }),
  };
}
