import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { PinMap } from "../../../components/map/pin-map";
import type { PinPosition, PinView } from "../../../components/map/pin-map-types";
import { coordinate } from "../form/venue-form-model";
import type { LocationOption } from "../lib/location-options";
import { pinReadout } from "../lib/pin-readout";

interface ForgePinProps {
  /** The place chosen above (its centre is where the pin starts). */
  place: LocationOption | null;
  lat: string;
  lng: string;
  view: PinView | null;
  error?: string;
  onMove: (position: PinPosition) => void;
}

/**
 * The forge's spot on the map: the pin stays in the middle and the host moves the map under it
 * (drag, click or tap a spot, or the arrow keys once the map has focus). Degrees are never shown
 * or typed; the text under the map says how far the pin is from the place's centre (decision 533).
 */
export function ForgePin({ place, lat, lng, view, error, onMove }: ForgePinProps) {
  const id = useId();
  const pin =
    Number.isFinite(coordinate(lat)) && Number.isFinite(coordinate(lng))
      ? { lat: coordinate(lat), lng: coordinate(lng) }
      : null;
  const { t, i18n } = useLingui();
  const placeName = place ? (place.label.split(" › ").at(-1) ?? place.label) : null;
  return (
    <fieldset className="space-y-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-iron-200">
        <Trans>On the map</Trans>
        <span className="ml-1 text-ember-300" aria-hidden="true">
          *
        </span>
      </legend>
      <p id={`${id}-how`} className="text-sm text-iron-400">
        <Trans>
          Move the map until the pin sits on your forge&rsquo;s door: drag it, click or tap the spot, or use the arrow
          keys once the map is selected (+ and − zoom).
        </Trans>
      </p>
      <PinMap
        view={view}
        onMove={onMove}
        label={t`Map: move it to put the pin on your forge`}
        describedBy={`${id}-how`}
        placeholder={t`Choose the place above and the map opens there.`}
        className="h-72 sm:h-96"
      />
      <p aria-live="polite" className="text-sm text-iron-200">
        {pin
          ? pinReadout(i18n, pin, place && placeName ? { name: placeName, lat: place.lat, lng: place.lng } : null)
          : ""}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-300" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
