import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useState } from "react";
import { cx } from "../ui/cx";
import type { PinMapProps } from "./pin-map-types";

const LeafletPinMap = lazy(() => import("./leaflet-pin-map"));

/**
 * A map with a pin in the middle to place something (a forge) by moving the map: Leaflet loaded
 * on demand in the browser; before it loads, or without a view yet, the box says what to do.
 */
export function PinMap({
  view,
  className,
  placeholder,
  ...props
}: Omit<PinMapProps, "view"> & {
  view: PinMapProps["view"] | null;
  className?: string;
  /** What the box says while there is nothing to show yet. */
  placeholder: string;
}) {
  const [browser, setBrowser] = useState(false);
  const { t } = useLingui();
  useEffect(() => setBrowser(true), []);
  const note = (text: string) => (
    <div className="flex size-full items-center justify-center p-4 text-center text-sm text-iron-300">{text}</div>
  );
  return (
    <div
      className={cx("relative isolate z-0 overflow-hidden rounded-lg border border-iron-700 bg-iron-900", className)}
    >
      {!view ? (
        note(placeholder)
      ) : !browser ? (
        note(t`Loading the map…`)
      ) : (
        <Suspense fallback={note(t`Loading the map…`)}>
          <LeafletPinMap view={view} {...props} />
        </Suspense>
      )}
    </div>
  );
}
