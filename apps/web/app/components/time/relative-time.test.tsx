// @vitest-environment jsdom
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RelativeTime, relativeTime } from "./relative-time";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const en = setupI18n({ locale: "en", messages: { en: {} } });
const zone = "America/Los_Angeles";
const now = Date.parse("2026-11-25T20:00:00Z"); // 12:00 PM in Los Angeles

describe("relativeTime", () => {
  it.each([
    ["2026-11-25T19:59:30Z", "just now"],
    ["2026-11-25T20:00:30Z", "just now"],
    ["2026-11-25T19:59:00Z", "1 minute ago"],
    ["2026-11-25T19:58:00Z", "2 minutes ago"],
    ["2026-11-25T19:01:00Z", "59 minutes ago"],
    ["2026-11-25T17:00:00Z", "3 hours ago"],
    ["2026-11-25T09:00:00Z", "11 hours ago"],
    ["2026-11-25T07:00:00Z", "yesterday, 11:00 PM"],
    ["2026-11-24T07:59:00Z", "11:59 PM"],
  ])("%s reads %s", (iso, text) => {
    expect(relativeTime(iso, now, zone, "en-US", en).replace(/\s/g, " ")).toBe(text);
  });

  // Issue 39: the page's formatting locale says it (Intl.RelativeTimeFormat); "just now" is the page's catalog's.
  const de = setupI18n({ locale: "de", messages: { de: {} } });
  const fr = setupI18n({ locale: "fr", messages: { fr: {} } });
  it.each([
    ["de-DE", "2026-11-25T19:59:00Z", "vor 1 Minute"],
    ["de-AT", "2026-11-25T19:58:00Z", "vor 2 Minuten"],
    ["de-DE", "2026-11-25T17:00:00Z", "vor 3 Stunden"],
    ["de-DE", "2026-11-25T07:00:00Z", "gestern, 23:00"],
    ["fr-FR", "2026-11-25T19:58:00Z", "il y a 2 minutes"],
    ["fr-CA", "2026-11-25T17:00:00Z", "il y a 3 heures"],
    ["fr-FR", "2026-11-25T07:00:00Z", "hier, 23:00"],
  ])("in %s, %s reads %s", (locale, iso, text) => {
    const i18n = locale.startsWith("de") ? de : fr;
    expect(relativeTime(iso, now, zone, locale, i18n).replace(/\s/g, " ")).toBe(text);
  });
});

describe("RelativeTime", () => {
  it("prints nothing on the server (hydration has nothing to mismatch)", () => {
    const html = renderToString(
      <I18nProvider i18n={en}>
        <RelativeTime iso="2026-11-25T19:58:00Z" />
      </I18nProvider>,
    );
    expect(html).toContain('dateTime="2026-11-25T19:58:00Z"');
    expect(html).not.toContain("ago");
  });

  it("reads relative, is focusable with the full time, and moves on each minute", () => {
    vi.useFakeTimers({ now, toFake: ["Date", "setInterval", "clearInterval"] });
    render(<RelativeTime iso="2026-11-25T19:58:00Z" />);
    const time = document.querySelector("time") as HTMLTimeElement;
    expect(time.tabIndex).toBe(0);
    expect(time.firstChild?.textContent).toBe("2 minutes ago");
    expect(time.title).toMatch(/^Nov 25, 2026, \d{1,2}:58\s?[AP]M \w+/);
    expect(screen.getByTestId("time-tooltip").textContent).toBe(time.title);
    act(() => vi.advanceTimersByTime(60_000));
    expect(time.firstChild?.textContent).toBe("3 minutes ago");
  });
});
