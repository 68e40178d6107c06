import type { Venue } from "@guildforge/contracts";
import { describe, expect, it } from "vitest";
import {
  bodyFromForm,
  emptyVenueForm,
  formFieldFor,
  formValuesFromVenue,
  pinAtPlaceCenter,
  pinMissingMessage,
  type VenueFormValues,
  validateVenueForm,
  venueFormSchema,
} from "./venue-form-model";

const filled: VenueFormValues = {
  ...emptyVenueForm,
  name: "Cinder Works",
  address: "12 Anvil Row, Portland",
  location_path: "us/oregon/portland",
  lat: "45,5152",
  lng: " -122.6784 ",
  equipment: ["2 coal forges"],
};

describe("venue form model", () => {
  it("turns the pin's position into numbers and passes the contract", () => {
    const result = validateVenueForm(filled);
    expect(result).toEqual({
      ok: true,
      body: expect.objectContaining({ lat: 45.5152, lng: -122.6784, equipment: ["2 coal forges"] }),
    });
  });

  it("reports a latitude out of range with the contract's message, and a pin not yet placed in words", () => {
    const out = validateVenueForm({ ...filled, lat: "95" });
    expect(out).toEqual({ ok: false, errors: { lat: "Latitude is between -90 and 90." } });
    const missing = validateVenueForm({ ...filled, lat: "", lng: "" });
    expect(missing).toEqual({ ok: false, errors: { lat: pinMissingMessage, lng: pinMissingMessage } });
  });

  it("drops blank list rows, puts list messages on their row and asks for a place when none is chosen", () => {
    const result = validateVenueForm({
      ...filled,
      location_path: "",
      equipment: [" ", "x".repeat(201), "Anvil", ""],
    });
    // The blank rows are dropped, not refused; the too-long one keeps its own row (1).
    expect(result).toEqual({
      ok: false,
      errors: {
        location_path: "Choose the place the forge is in.",
        "equipment.1": "Equipment can be at most 200 characters.",
      },
    });
  });

  it("maps API paths to form fields and round-trips a saved forge", () => {
    expect(formFieldFor("safety_gear[3]")).toBe("safety_gear.3");
    expect(formFieldFor("lat")).toBe("lat");
    const venue = {
      id: 1,
      name: "Cinder Works",
      slug: "cinder-works",
      lat: 45.5,
      lng: -122.6,
      location: { id: 3, path: "us/oregon/portland", name: "Portland", kind: "city", time_zone: "America/Los_Angeles" },
      address: "12 Anvil Row",
      description: "",
      equipment: ["Anvil"],
      safety_gear: [],
      accessibility_notes: "Step-free",
      photos: [],
      owner: { id: 2, name: "Hal", slug: "hal" },
      can_manage: true,
    } satisfies Venue;
    const values = formValuesFromVenue(venue);
    expect(values).toMatchObject({ lat: "45.5", location_path: "us/oregon/portland", equipment: ["Anvil"] });
    expect(bodyFromForm(values)).toMatchObject({ lat: 45.5, lng: -122.6, accessibility_notes: "Step-free" });
  });

  it("without a pin, the action's schema puts the forge at its place's center; the browser's asks for the pin", () => {
    const posted = { name: "Cinder Works", address: "12 Anvil Row", location_path: "us/oregon/portland" };
    const center = (path: string) => (path === "us/oregon/portland" ? { lat: 45.5, lng: -122.6 } : null);
    const onServer = venueFormSchema(center).safeParse(posted);
    expect(onServer.success).toBe(true);
    expect(onServer.data).toMatchObject({ lat: 45.5, lng: -122.6 });
    const inBrowser = venueFormSchema().safeParse(posted);
    expect(inBrowser.error?.issues.map((i) => [i.path.join("."), i.message])).toContainEqual([
      "lat",
      pinMissingMessage,
    ]);
  });

  it("without JavaScript, a forge whose place changed gets its pin at the new place's center; one that kept its place keeps its pin", () => {
    const saved = {
      name: "Cinder Works",
      address: "12 Anvil Row",
      lat: "45.52",
      lng: "-122.67",
      pin_place: "us/oregon/portland",
    };
    const center = (path: string) => (path === "us/washington/seattle" ? { lat: 47.6, lng: -122.33 } : null);
    const moved = venueFormSchema(center).safeParse({ ...saved, location_path: "us/washington/seattle" });
    expect(moved.data).toMatchObject({ location_path: "us/washington/seattle", lat: 47.6, lng: -122.33 });
    const kept = venueFormSchema(center).safeParse({ ...saved, location_path: "us/oregon/portland" });
    expect(kept.data).toMatchObject({ lat: 45.52, lng: -122.67 });
    // The map put the pin for the place chosen (JavaScript): it stays where the person put it.
    const placed = { ...saved, location_path: "us/washington/seattle", pin_place: "us/washington/seattle" };
    expect(venueFormSchema(center).safeParse(placed).data).toMatchObject({ lat: 45.52, lng: -122.67 });
  });

  it("pinAtPlaceCenter: no pin yet, or a pin put for another place", () => {
    const pin = { lat: "1", lng: "2", location_path: "a", pin_place: "a" };
    expect(pinAtPlaceCenter(pin)).toBe(false);
    expect(pinAtPlaceCenter({ ...pin, lat: "" })).toBe(true);
    expect(pinAtPlaceCenter({ ...pin, location_path: "b" })).toBe(true);
    // A form that does not say which place its pin is for keeps it.
    expect(pinAtPlaceCenter({ ...pin, location_path: "b", pin_place: "" })).toBe(false);
  });
});
