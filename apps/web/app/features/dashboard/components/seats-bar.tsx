import { Trans } from "@lingui/react/macro";

/** "6 / 8 seats filled" with a bar; the text carries the meaning, the bar is decoration. */
export function SeatsBar({ filled, capacity }: { filled: number; capacity: number }) {
  const full = capacity > 0 && filled >= capacity;
  const percent = capacity > 0 ? Math.min(100, Math.round((filled / capacity) * 100)) : 0;
  return (
    <div className="space-y-1">
      <p className="flex justify-between text-sm">
        <span className="text-iron-300">
          <Trans>Seats filled</Trans>
        </span>
        <span className="font-semibold text-iron-100">
          {filled} / {capacity}
          {full ? (
            <>
              {" · "}
              <Trans>full</Trans>
            </>
          ) : null}
        </span>
      </p>
      <div aria-hidden="true" className="h-2.5 w-full overflow-hidden rounded-full bg-iron-800">
        <div className={full ? "h-full bg-success-400" : "h-full bg-ember-500"} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
