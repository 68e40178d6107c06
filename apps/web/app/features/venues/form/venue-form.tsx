import type { SubmissionResult } from "@conform-to/react";
import type { Venue } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ChangeEvent, useRef, useState } from "react";
import type { PinView } from "../../../components/map/pin-map-types";
import { Card, Field, FormAlert, Input, Select, SubmitButton, Textarea } from "../../../components/ui";
import { ContractForm, useContractForm } from "../../../lib/forms/contract-form";
import { TextRows } from "../../../lib/forms/text-rows";
import { ForgePin } from "../components/forge-pin";
import type { LocationGroup } from "../lib/location-options";
import { emptyVenueForm, formValuesFromVenue, venueFormSchema } from "./venue-form-model";

interface VenueFormProps {
  /** The forge being edited; absent when creating. */
  venue?: Venue;
  locations: LocationGroup[];
  /** The route action's answer to the last send (field errors and every value sent). */
  lastResult?: SubmissionResult<string[]> | null;
  pending: boolean;
}

/** How close the map starts: a country shows most of itself, a region its towns, a city its streets. */
const placeZoom = (kind: string) => ({ country: 5, region: 8 })[kind] ?? 12;

/** An existing forge opens on its pin, close up; a new one waits for its place. */
const initialView = (venue?: Venue): PinView | null => (venue ? { lat: venue.lat, lng: venue.lng, zoom: 16 } : null);

const schema = venueFormSchema();
const text = (f: { initialValue?: unknown }) => (typeof f.initialValue === "string" ? f.initialValue : "");

/**
 * Create or edit a forge: posts to the route's action (decision 535), with or without JavaScript.
 * The pin's position rides in two hidden fields the map sets, with the place it was put for
 * (`pin_place`); without JavaScript there is no map, and the action puts the pin at the center of
 * the place chosen when the forge has none yet or its place changed (`pinAtPlaceCenter`).
 */
export function VenueForm({ venue, locations, lastResult, pending }: VenueFormProps) {
  const [form, fields] = useContractForm(schema, {
    id: venue ? `forge-${venue.id}` : "forge-new",
    lastResult,
    defaultValue: venue ? formValuesFromVenue(venue) : emptyVenueForm,
  });
  const options = locations.flatMap((g) => g.options);
  const placePath = typeof fields.location_path.value === "string" ? fields.location_path.value : "";
  const place = options.find((o) => o.path === placePath);
  const [view, setView] = useState<PinView | null>(() => initialView(venue));
  const [pin, setPin] = useState(() => ({
    lat: text(fields.lat),
    lng: text(fields.lng),
    place: text(fields.pin_place),
  }));
  const chosenPath = useRef(venue?.location.path ?? "");
  const { t } = useLingui();
  /** The map (or a new place's center) puts the pin: it is now the pin for the place chosen. */
  const movePin = (lat: string, lng: string, place: string) => {
    setPin({ lat, lng, place });
    // Once the hidden fields hold the new spot, their message goes (or stays) with it.
    requestAnimationFrame(() => {
      form.validate({ name: fields.lat.name });
      form.validate({ name: fields.lng.name });
    });
  };

  return (
    <ContractForm form={form} className="space-y-8" aria-label={venue ? t`Edit forge` : t`Add a forge`}>
      {form.errors?.[0] ? <FormAlert>{form.errors[0]}</FormAlert> : null}
      <Card className="space-y-5">
        <h2 className="text-2xl font-semibold text-iron-100">
          <Trans>The forge</Trans>
        </h2>
        <Field label={t`Name`} required error={fields.name.errors?.[0]}>
          <Input
            autoComplete="organization"
            name={fields.name.name}
            key={fields.name.key}
            defaultValue={text(fields.name)}
          />
        </Field>
        <Field
          label={t`Description`}
          hint={t`What it is like to work there: the shop, the light, who else is around.`}
          error={fields.description.errors?.[0]}
        >
          <Textarea
            rows={5}
            name={fields.description.name}
            key={fields.description.key}
            defaultValue={text(fields.description)}
            data-user-content=""
          />
        </Field>
      </Card>

      <Card className="space-y-5">
        <h2 className="text-2xl font-semibold text-iron-100">
          <Trans>Where it is</Trans>
        </h2>
        <Field label={t`Street address`} required error={fields.address.errors?.[0]}>
          <Input
            autoComplete="street-address"
            name={fields.address.name}
            key={fields.address.key}
            defaultValue={text(fields.address)}
          />
        </Field>
        <Field
          label={t`Place`}
          required
          hint={t`The city (or region) students search for; the forge's time zone comes from it.`}
          error={fields.location_path.errors?.[0]}
        >
          <Select
            name={fields.location_path.name}
            key={fields.location_path.key}
            defaultValue={text(fields.location_path)}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => {
              // Only a new choice moves the pin (hydration's replay of the select, decision 484, is not one).
              if (event.target.value === chosenPath.current) return;
              chosenPath.current = event.target.value;
              const chosen = options.find((o) => o.path === event.target.value);
              if (chosen?.lat == null || chosen.lng == null) return;
              // The pin goes to the place's center; the host then moves the map to the forge.
              movePin(String(chosen.lat), String(chosen.lng), chosen.path);
              setView({ lat: chosen.lat, lng: chosen.lng, zoom: placeZoom(chosen.kind) });
            }}
          >
            <option value="">{t`Choose a place`}</option>
            {locations.map((g) => (
              <optgroup key={g.country} label={g.country}>
                {g.options.map((o) => (
                  // Places' names are the location data's (not translated here).
                  <option key={o.path} value={o.path} data-user-content="">
                    {o.whole ? t`${o.label} (whole country)` : o.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </Field>
        <input type="hidden" name={fields.lat.name} value={pin.lat} />
        <input type="hidden" name={fields.lng.name} value={pin.lng} />
        <input type="hidden" name={fields.pin_place.name} value={pin.place} />
        <p className="text-sm text-iron-300">
          <Trans>
            Without JavaScript the map cannot open: the pin goes to the center of the place you choose, for a new forge
            and when you change a forge's place; otherwise it stays where it is.
          </Trans>
        </p>
        <ForgePin
          place={place ?? null}
          lat={pin.lat}
          lng={pin.lng}
          view={view}
          error={fields.lat.errors?.[0] ?? fields.lng.errors?.[0]}
          onMove={(p) => movePin(String(p.lat), String(p.lng), placePath)}
        />
      </Card>

      <Card className="space-y-8">
        <h2 className="text-2xl font-semibold text-iron-100">
          <Trans>Equipment and access</Trans>
        </h2>
        <div className="grid gap-8 md:grid-cols-2">
          <TextRows
            form={form}
            field={fields.equipment}
            legend={t`Equipment`}
            hint={t`Two coal forges, a 50 kg power hammer, a grinder…`}
            addLabel={t`Add equipment`}
          />
          <TextRows
            form={form}
            field={fields.safety_gear}
            legend={t`Safety gear provided`}
            hint={t`Safety glasses, ear defenders, leather aprons…`}
            addLabel={t`Add safety gear`}
          />
        </div>
        <Field
          label={t`Accessibility notes`}
          hint={t`Steps, floor, toilets, parking, noise: what a visitor should know before coming.`}
          error={fields.accessibility_notes.errors?.[0]}
        >
          <Textarea
            rows={3}
            name={fields.accessibility_notes.name}
            key={fields.accessibility_notes.key}
            defaultValue={text(fields.accessibility_notes)}
            data-user-content=""
          />
        </Field>
      </Card>

      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton pending={pending} pendingLabel={t`Saving…`}>
          {venue ? t`Save changes` : t`Save forge`}
        </SubmitButton>
      </div>
    </ContractForm>
  );
}
