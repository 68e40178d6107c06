import type { ReactNode } from "react";
import { StickyActionBar } from "../../../components/ui";

/** "3 seats left", "1 seat left", "Full: waitlist open". */
export function seatsLeftLabel(seatsLeft: number): string {
  if (seatsLeft <= 0) return "Full: waitlist open";
  return seatsLeft === 1 ? "1 seat left" : `${seatsLeft} seats left`;
}

/**
 * The class page's booking bar at phone width: price, seats left and the same action as the apply
 * panel (the panel passes it, so both read one class object and one application state).
 */
export function BookingBar({ price, seatsLeft, action }: { price: string; seatsLeft: number; action: ReactNode }) {
  return (
    <StickyActionBar
      label="Quick booking"
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
