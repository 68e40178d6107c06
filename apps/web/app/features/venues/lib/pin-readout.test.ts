import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { metresBetween, pinReadout as readout } from "./pin-readout";

const portland = { name: "Portland", lat: 45.5152, lng: -122.6784 };
const en = setupI18n({ locale: "en", messages: { en: {} } });
const pinReadout = (...args: Parameters<typeof readout> extends [unknown, ...infer R] ? R : never) =>
  readout(en, ...args);

describe("pinReadout", () => {
  it("says where the pin is in words, never in degrees", () => {
    expect(pinReadout(null, portland)).toBe("No pin yet.");
    expect(pinReadout({ lat: 45.5152, lng: -122.6784 }, portland)).toBe(
      "The pin is at the center of Portland: move the map so it sits on your forge.",
    );
    expect(pinReadout({ lat: 45.5229, lng: -122.6784 }, portland)).toBe(
      "The pin is 860 m from the center of Portland.",
    );
    expect(pinReadout({ lat: 45.6152, lng: -122.6784 }, portland)).toBe(
      "The pin is 11 km from the center of Portland.",
    );
    expect(pinReadout({ lat: 45.54, lng: -122.6784 }, portland)).toBe("The pin is 2.8 km from the center of Portland.");
    expect(pinReadout({ lat: 1, lng: 2 }, { name: "Nowhere", lat: null, lng: null })).toBe("The pin is placed.");
  });

  it("measures distances on the globe", () => {
    expect(Math.round(metresBetween({ lat: 0, lng: 0 }, { lat: 0, lng: 1 }) / 1000)).toBe(111);
  });
});
