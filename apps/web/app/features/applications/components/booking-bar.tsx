import type { ReactNode } from "react";
import { StickyActionBar } from "../../../components/ui";

/** "3 seats left", "1 seat left", "Full: waitlist open". */
export function seatsLeftLabel(seatsLeft: number): string {
  if (seatsLeft <= 0) return "Full: waitlist open";
  return seatsLeft === 1 ? "1 seat left" : `${seatsLeft} seats left`;
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
  /** formatWhen's line, or null without sessions. */
  when: string | null;
  action: ReactNode;
}) {
  return (
    <StickyActionBar
      label="Quick booking"
      top={
        <p className="font-semibold text-ember-200" data-testid="booking-bar-when" suppressHydrationWarning>
          {when ?? "Dates to be announced"}
        </p>
      }
      summary={
        <>
          <p className="font-display text-xl leading-tight font-semibold text-iron-100">
            <span className="sr-only">Price: </span>
            {price}
          </p>
          <p data-testid="booking-bar-seats">{seatsLeftLabel(seatsLeft)}</p>
        </>
      }
      action={action}
    />
  );
}
