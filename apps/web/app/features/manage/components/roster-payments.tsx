import type { SubmissionResult } from "@conform-to/react";
import {
  manualPaymentMethods,
  markPaidFormSchema,
  minorToAmount,
  type Roster,
  type RosterStudent,
  type SeatPayment,
} from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, type BadgeTone, Field, FormAlert, Input, Select, SubmitButton } from "../../../components/ui";
import { dayKeyIn } from "../../../lib/format-date";
import { useMoney } from "../../../lib/format-price";
import { ContractForm, useContractForm, useFormPending } from "../../../lib/forms/contract-form";
import { paymentMethodLabels, seatPaymentStatusLabels } from "../../../lib/i18n/labels";

const tones: Record<SeatPayment["status"], BadgeTone> = { paid: "success", part_paid: "warning", not_paid: "neutral" };

/** A seat's payment in a word and its amounts: "Part paid · $50 of $85.50". */
export function SeatPaymentStatus({ payment }: { payment: SeatPayment }) {
  const { i18n } = useLingui();
  const money = useMoney();
  const paid = money(payment.paid_cents, payment.currency);
  const price = money(payment.price_cents, payment.currency);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge tone={tones[payment.status]}>{i18n._(seatPaymentStatusLabels[payment.status])}</Badge>
      <span className="text-sm text-iron-300">
        <Trans>
          {paid} of {price}
        </Trans>
      </span>
    </span>
  );
}

/** The action's answer to a refused "Mark paid": which seat's form, and its errors and values. */
export interface MarkPaidAnswer {
  result?: SubmissionResult<string[]>;
  applicationId?: number | null;
}

/**
 * "Mark paid" for one accepted seat (issue 41): the amount (the outstanding amount to start
 * with), how and the day, posted to /manage/students' action with or without JavaScript. A
 * `<details>` opens it in place; a refusal brings the page back with it open and its errors.
 */
function MarkPaidForm({
  student,
  payment,
  classId,
  timeZone,
  lastResult,
}: {
  student: RosterStudent;
  payment: SeatPayment;
  classId: number;
  timeZone: string | null;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const name = student.name;
  const [form, fields] = useContractForm(markPaidFormSchema, {
    id: `mark-paid-${student.application_id}`,
    lastResult,
    defaultValue: {
      application_id: String(student.application_id),
      currency: payment.currency,
      amount: minorToAmount(payment.outstanding_cents, payment.currency),
      method: "cash",
      paid_on: dayKeyIn(new Date().toISOString(), timeZone),
    },
  });
  const pending = useFormPending();
  const { t, i18n } = useLingui();
  const { amount, method, paid_on: paidOn } = fields;
  const problem = form.errors?.[0] ?? fields.application_id?.errors?.[0] ?? fields.currency?.errors?.[0];
  return (
    <details className="group mt-2" open={!!lastResult}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md px-3 text-sm font-semibold text-ember-300 ring-1 ring-iron-600 hover:bg-iron-800">
        <Trans>
          Mark paid<span className="sr-only">: </span>
          <span className="sr-only" data-user-content="">
            {name}
          </span>
        </Trans>
      </summary>
      <ContractForm
        form={form}
        action={`/manage/students?class_id=${classId}`}
        className="mt-3 grid gap-3 sm:grid-cols-3"
        aria-label={t`Record a payment for ${name}`}
      >
        {problem ? <FormAlert className="sm:col-span-3">{problem}</FormAlert> : null}
        <input type="hidden" name="application_id" value={student.application_id} />
        <input type="hidden" name="currency" value={payment.currency} />
        <Field
          label={
            // The currency's ISO code is the same in every language.
            <Trans>
              Amount (<span translate="no">{payment.currency}</span>)
            </Trans>
          }
          error={amount?.errors?.[0]}
          required
        >
          <Input
            name="amount"
            key={amount?.key}
            defaultValue={amount?.initialValue as string | undefined}
            inputMode="decimal"
            autoComplete="off"
          />
        </Field>
        <Field label={t`How they paid`} error={method?.errors?.[0]} required>
          <Select name="method" key={method?.key} defaultValue={(method?.initialValue as string | undefined) ?? "cash"}>
            {manualPaymentMethods.map((value) => (
              <option key={value} value={value}>
                {i18n._(paymentMethodLabels[value])}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t`Day paid`} error={paidOn?.errors?.[0]} required>
          <Input
            type="date"
            name="paid_on"
            key={paidOn?.key}
            defaultValue={paidOn?.initialValue as string | undefined}
            max={dayKeyIn(new Date().toISOString(), timeZone)}
          />
        </Field>
        <div className="sm:col-span-3">
          <SubmitButton pending={pending} pendingLabel={t`Recording…`}>
            <Trans>Record payment</Trans>
          </SubmitButton>
        </div>
      </ContractForm>
    </details>
  );
}

/**
 * A paid class's payments on its roster (issue 41): each accepted seat paid, part paid or not
 * paid, with what it paid, and "Mark paid" while it still owes something. Nothing for a free class.
 */
export function RosterPayments({
  roster,
  students,
  answer,
}: {
  roster: Roster;
  students: RosterStudent[];
  answer?: MarkPaidAnswer;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const paying = students.filter((s) => s.payment);
  if (paying.length === 0) return null;
  const c = roster.class;
  return (
    <section className="space-y-3 border-t border-iron-700 pt-4" aria-labelledby={`payments-${c.id}`}>
      <div>
        <h3 id={`payments-${c.id}`} className="text-lg font-semibold text-iron-100">
          <Trans>Payments</Trans>
        </h3>
        <p className="text-sm text-iron-300">
          <Trans>
            Students pay at the forge or by bank transfer. Record what you took here: each student gets a receipt.
          </Trans>
        </p>
      </div>
      <ul className="space-y-3" aria-label={t`Payments`}>
        {paying.map((s) => {
          const payment = s.payment as SeatPayment;
          const owed = money(payment.outstanding_cents, payment.currency);
          const mine = answer?.applicationId === s.application_id ? answer.result : null;
          return (
            <li
              key={s.application_id}
              className="rounded-lg border border-iron-700 bg-iron-850 p-4"
              data-testid="seat-payment"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-iron-100" data-user-content="">
                  {s.name}
                </span>
                <SeatPaymentStatus payment={payment} />
              </div>
              {payment.outstanding_cents > 0 ? (
                <>
                  <p className="mt-1 text-sm text-iron-300">
                    <Trans>Still owed: {owed}</Trans>
                  </p>
                  <MarkPaidForm
                    // A payment recorded changes what is owed: the form starts closed and afresh.
                    key={payment.paid_cents}
                    student={s}
                    payment={payment}
                    classId={c.id}
                    timeZone={c.time_zone}
                    lastResult={mine}
                  />
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
