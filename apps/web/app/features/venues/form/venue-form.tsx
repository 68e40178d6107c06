import type { Venue } from "@guildforge/contracts";
import { type ChangeEvent, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { PinView } from "../../../components/map/pin-map-types";
import { Card, Field, FormAlert, Input, ListEditor, Select, SubmitButton, Textarea } from "../../../components/ui";
import { useContractSubmit } from "../../../lib/forms/use-contract-submit";
import { createVenue } from "../api/create-venue";
import { updateVenue } from "../api/update-venue";
import { ForgePin } from "../components/forge-pin";
import type { LocationGroup } from "../lib/location-options";
import {
  emptyVenueForm,
  formFieldFor,
  formValuesFromVenue,
  type VenueFormValues,
  validateVenueForm,
} from "./venue-form-model";

interface VenueFormProps {
  /** The forge being edited; absent when creating. */
  venue?: Venue;
  locations: LocationGroup[];
  onSaved: (saved: Venue) => void;
}

/** How close the map starts: a country shows most of itself, a region its towns, a city its streets. */
const placeZoom = (kind: string) => ({ country: 5, region: 8 })[kind] ?? 12;

/** An existing forge opens on its pin, close up; a new one waits for its place. */
const initialView = (venue?: Venue): PinView | null => (venue ? { lat: venue.lat, lng: venue.lng, zoom: 16 } : null);

/** Create or edit a forge: validated with the shared contract, the server's 422 messages shown by field. */
export function VenueForm({ venue, locations, onSaved }: VenueFormProps) {
  const form = useForm<VenueFormValues>({ defaultValues: venue ? formValuesFromVenue(venue) : emptyVenueForm });
  const { register, control, formState, setValue, watch, clearErrors } = form;
  const { errors, isSubmitting, isDirty } = formState;
  const options = locations.flatMap((g) => g.options);
  const place = options.find((o) => o.path === watch("location_path"));
  const [view, setView] = useState<PinView | null>(() => initialView(venue));
  const chosenPath = useRef(venue?.location.path ?? "");
  const { onSubmit, justSaved } = useContractSubmit(form, {
    validate: validateVenueForm,
    save: (body) => (venue ? updateVenue(venue.id, body) : createVenue(body)),
    toValues: formValuesFromVenue,
    fieldFor: formFieldFor,
    onSaved,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8" aria-label={venue ? "Edit forge" : "Add a forge"}>
      {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
      <Card className="space-y-5">
        <h2 className="text-2xl font-semibold text-iron-100">The forge</h2>
        <Field label="Name" required error={errors.name?.message}>
          <Input autoComplete="organization" {...register("name")} />
        </Field>
        <Field
          label="Description"
          hint="What it is like to work there: the shop, the light, who else is around."
          error={errors.description?.message}
        >
          <Textarea rows={5} {...register("description")} />
        </Field>
      </Card>

      <Card className="space-y-5">
        <h2 className="text-2xl font-semibold text-iron-100">Where it is</h2>
        <Field label="Street address" required error={errors.address?.message}>
          <Input autoComplete="street-address" {...register("address")} />
        </Field>
        <Field
          label="Place"
          required
          hint="The city (or region) students search for; the forge's time zone comes from it."
          error={errors.location_path?.message}
        >
          <Select
            {...register("location_path", {
              onChange: (event: ChangeEvent<HTMLSelectElement>) => {
                // Only a new choice moves the pin (hydration's replay of the select, decision 484, is not one).
                if (event.target.value === chosenPath.current) return;
                chosenPath.current = event.target.value;
                const chosen = options.find((o) => o.path === event.target.value);
                if (chosen?.lat == null || chosen.lng == null) return;
                // The pin goes to the place's centre; the host then moves the map to the forge.
                setValue("lat", String(chosen.lat), { shouldDirty: true });
                setValue("lng", String(chosen.lng), { shouldDirty: true });
                setView({ lat: chosen.lat, lng: chosen.lng, zoom: placeZoom(chosen.kind) });
              },
            })}
          >
            <option value="">Choose a place</option>
            {locations.map((g) => (
              <optgroup key={g.country} label={g.country}>
                {g.options.map((o) => (
                  <option key={o.path} value={o.path}>
                    {o.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </Field>
        <ForgePin
          place={place ?? null}
          lat={watch("lat")}
          lng={watch("lng")}
          view={view}
          error={errors.lat?.message ?? errors.lng?.message}
          onMove={(p) => {
            setValue("lat", String(p.lat), { shouldDirty: true });
            setValue("lng", String(p.lng), { shouldDirty: true });
            clearErrors(["lat", "lng"]);
          }}
        />
      </Card>

      <Card className="space-y-8">
        <h2 className="text-2xl font-semibold text-iron-100">Equipment and access</h2>
        <div className="grid gap-8 md:grid-cols-2">
          <ListEditor
            name="equipment"
            legend="Equipment"
            hint="Two coal forges, a 50 kg power hammer, a grinder…"
            addLabel="Add equipment"
            control={control}
            register={register}
            errors={errors}
          />
          <ListEditor
            name="safety_gear"
            legend="Safety gear provided"
            hint="Safety glasses, ear defenders, leather aprons…"
            addLabel="Add safety gear"
            control={control}
            register={register}
            errors={errors}
          />
        </div>
        <Field
          label="Accessibility notes"
          hint="Steps, floor, toilets, parking, noise: what a visitor should know before coming."
          error={errors.accessibility_notes?.message}
        >
          <Textarea rows={3} {...register("accessibility_notes")} />
        </Field>
      </Card>

      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton pending={isSubmitting} pendingLabel="Saving…">
          {venue ? "Save changes" : "Save forge"}
        </SubmitButton>
        <p aria-live="polite" className="text-sm text-iron-300">
          {justSaved && !isDirty && venue ? "Saved." : ""}
        </p>
      </div>
    </form>
  );
}
