import type { MyApplication, SeatPayment } from "@guildforge/contracts";
import { manualPaymentDueAt } from "@guildforge/contracts/payment-rules";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, type BadgeTone } from "../../../components/ui";
import { formatClassDateTime, formatDate } from "../../../lib/format-date";
import { useMoney } from "../../../lib/format-price";
import { ledgerKindLabels, paymentMethodLabels, seatPaymentStatusLabels } from "../../../lib/i18n/labels";
import { useLocale } from "../../../lib/locale";

const tones: Record<SeatPayment["status"], BadgeTone> = { paid: "success", part_paid: "warning", not_paid: "neutral" };
const active = new Set(["pending", "accepted", "waitlisted"]);

/**
 * A paid class's money on the student's card (issue 41): how and by when to pay (pay at the forge
 * or by bank transfer), what is paid and still owed, and a receipt for every payment recorded.
 */
export function SeatPaymentPanel({ application: a }: { application: MyApplication }) {
  const p = a.payment;
  const { i18n } = useLingui();
  const locale = useLocale();
  const money = useMoney();
  if (!p) return null;
  const zone = a.class.time_zone;
  const owed = money(p.outstanding_cents, p.currency);
  const price = money(p.price_cents, p.currency);
  const latest = a.class.starts_at ? manualPaymentDueAt(a.class.starts_at)?.toISOString() : null;
  const due = a.status === "accepted" ? p.due_at : null;
  const showHow = active.has(a.status) && p.outstanding_cents > 0;
  return (
    <section className="space-y-2 rounded-md bg-iron-800 p-3 text-sm text-iron-200" data-testid="seat-payment">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-iron-100">
          <Trans>Payment</Trans>
        </p>
        {a.status === "accepted" || p.receipts.length > 0 ? (
          <Badge tone={tones[p.status]}>{i18n._(seatPaymentStatusLabels[p.status])}</Badge>
        ) : null}
      </div>
      {showHow ? (
        due ? (
          <p>
            <Trans>
              Pay {owed} at the forge or by bank transfer by{" "}
              <time dateTime={due} suppressHydrationWarning>
                {formatClassDateTime(due, zone, locale)}
              </time>
              .
            </Trans>
          </p>
        ) : latest ? (
          <p>
            <Trans>
              Once you are accepted, pay {price} at the forge or by bank transfer within 3 days, and by{" "}
              <time dateTime={latest} suppressHydrationWarning>
                {formatClassDateTime(latest, zone, locale)}
              </time>{" "}
              at the latest.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>Pay {price} at the forge or by bank transfer.</Trans>
          </p>
        )
      ) : null}
      {p.receipts.length > 0 ? (
        <>
          <p className="font-semibold text-iron-100">
            <Trans>Receipts</Trans>
          </p>
          <ul className="space-y-1" data-testid="receipts">
            {p.receipts.map((r) => {
              const amount = money(r.amount_cents, r.currency);
              const kind = i18n._(ledgerKindLabels[r.kind]);
              const method =
                r.method === "cash" || r.method === "bank_transfer" ? i18n._(paymentMethodLabels[r.method]) : r.method;
              return (
                <li key={r.id} data-testid="receipt">
                  <Trans>
                    {kind}: <span className="font-semibold text-iron-100">{amount}</span> · {method} · paid on{" "}
                    <time dateTime={r.paid_on}>{formatDate(`${r.paid_on}T00:00:00Z`, locale)}</time>
                  </Trans>
                </li>
              );
            })}
          </ul>
          {p.status === "paid" ? (
            <p>
              <Trans>Paid in full. Thank you!</Trans>
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
