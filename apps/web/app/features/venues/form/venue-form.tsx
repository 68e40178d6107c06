import type { Venue } from "@guildforge/contracts";
import { Crosshair } from "lucide-react";
import { useForm } from "react-hook-form";
import {
  Button,
  Card,
  Field,
  FormAlert,
  Input,
  ListEditor,
  Select,
  SubmitButton,
  Textarea,
} from "../../../components/ui";
import { useContractSubmit } from "../../../lib/forms/use-contract-submit";
import { createVenue } from "../api/create-venue";
import { updateVenue } from "../api/update-venue";
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

/** Create or edit a forge: validated with the shared contract, the server's 422 messages shown by field. */
export function VenueForm({ venue, locations, onSaved }: VenueFormProps) {
  const form = useForm<VenueFormValues>({ defaultValues: venue ? formValuesFromVenue(venue) : emptyVenueForm });
  const { register, control, formState, setValue, watch } = form;
  const { errors, isSubmitting, isDirty } = formState;
  const place = locations.flatMap((g) => g.options).find((o) => o.path === watch("location_path"));
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
          <Select {...register("location_path")}>
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
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-iron-200">Map position</legend>
          <p className="text-sm text-iron-400">
            Decimal degrees: latitude -90 to 90 (north is positive), longitude -180 to 180 (east is positive). In most
            map apps, a long press or right click on the spot shows them.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Latitude" required error={errors.lat?.message}>
              <Input inputMode="decimal" placeholder="45.5152" {...register("lat")} />
            </Field>
            <Field label="Longitude" required error={errors.lng?.message}>
              <Input inputMode="decimal" placeholder="-122.6784" {...register("lng")} />
            </Field>
          </div>
          {place?.lat != null && place.lng != null ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setValue("lat", String(place.lat), { shouldDirty: true });
                setValue("lng", String(place.lng), { shouldDirty: true });
              }}
            >
              <Crosshair aria-hidden="true" /> Use the centre of {place.label.split(" › ").at(-1)}
            </Button>
          ) : null}
        </fieldset>
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
