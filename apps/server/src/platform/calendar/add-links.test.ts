import { describe, expect, it } from "vitest";
import { googleCalendarUrl, outlookCalendarUrl } from "./add-links.ts";

const e = {
  title: "Knives & axes: day one",
  start: new Date("2026-12-12T09:00:00.000Z"),
  end: new Date("2026-12-12T12:30:00.000Z"),
  location: "Anvil Yard, 1 Forge Lane",
  details: "Bring boots.\nhttps://guildforge.test/classes/7-knives",
};

describe("add-to-calendar links", () => {
  it("Google: the compose page with the event's UTC times and every field encoded", () => {
    const url = new URL(googleCalendarUrl(e));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("dates")).toBe("20261212T090000Z/20261212T123000Z");
    expect(url.searchParams.get("text")).toBe(e.title);
    expect(url.searchParams.get("location")).toBe(e.location);
    expect(url.searchParams.get("details")).toBe(e.details);
  });
  it("Outlook: the compose deep link with ISO times", () => {
    const url = new URL(outlookCalendarUrl(e));
    expect(url.origin).toBe("https://outlook.live.com");
    expect(url.searchParams.get("rru")).toBe("addevent");
    expect(url.searchParams.get("startdt")).toBe("2026-12-12T09:00:00.000Z");
    expect(url.searchParams.get("enddt")).toBe("2026-12-12T12:30:00.000Z");
    expect(url.searchParams.get("subject")).toBe(e.title);
  });
});
