import { describe, expect, it } from "vitest";
import { distanceLabel } from "./distance";

describe("distanceLabel", () => {
  it("reads metres under a kilometre, one decimal under ten, whole kilometres beyond", () => {
    expect(distanceLabel(0.004)).toBe("10 m away");
    expect(distanceLabel(0.847)).toBe("850 m away");
    expect(distanceLabel(4.24)).toBe("4.2 km away");
    expect(distanceLabel(37.4)).toBe("37 km away");
    expect(distanceLabel(1520.2)).toBe("1,520 km away");
  });
});
