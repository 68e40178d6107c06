import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { StickyActionBar } from "../../../components/ui";

/** "3 seats left", "1 seat left", "Full: waitlist open", in the reader's language. */
export function seatsLeftLabel(i18n: I18n, seatsLeft: number): string {
  if (seatsLeft <= 0) return i18n._(msg`Full: waitlist open`);
  return i18n._(msg`${plural(seatsLeft, { one: "# seat left", other: "# seats left" })}`);
}

/**
 * The class page's booking bar at phone width: when (first session, zone, how many sessions),
 * price, seats left and the same action as the apply panel (the panel passes it, so both read one
 * class object and one application state).
 */
export function BookingBar({
  price,
  seatsLeft,
  when,
  action,
}: {
  price: string;
  seatsLeft: number;
  /** The first session and how many there are (components/time/session-when.tsx). */
  when: ReactNode;
  action: ReactNode;
}) {
  const { t, i18n } = useLingui();
  return (
    <StickyActionBar
      label={t`Quick booking`}
      top={
        <p className="font-semibold text-ember-200" data-testid="booking-bar-when" suppressHydrationWarning>
          {when}
        </p>
      }
      summary={
        <>
          <p className="font-display text-xl leading-tight font-semibold text-iron-100">
            <span className="sr-only">
              <Trans>Price:</Trans>{" "}
            </span>
            {price}
          </p>
          <p data-testid="booking-bar-seats">{seatsLeftLabel(i18n, seatsLeft)}</p>
        </>
      }
      action={action}
    />
  );
}
