import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SessionWhen } from "./session-when";

const en = setupI18n({ locale: "en", messages: { en: {} } });
const html = (sessions: { starts_at: string; ends_at: string }[]) =>
  renderToStaticMarkup(
    <I18nProvider i18n={en}>
      <SessionWhen sessions={sessions} zone="America/Los_Angeles" />
    </I18nProvider>,
  );

// A Portland class: 10:00-17:00 Pacific daylight time is 17:00-00:00 UTC.
const first = { starts_at: "2026-03-14T17:00:00Z", ends_at: "2026-03-15T00:00:00Z" };
const second = { starts_at: "2026-03-15T17:00:00Z", ends_at: "2026-03-16T00:00:00Z" };

describe("'when?' in one line", () => {
  it("names the first session as a <time> and counts the sessions in words", () => {
    expect(html([second, first])).toBe(
      '<time dateTime="2026-03-14T17:00:00Z">Sat, Mar 14, 10:00 AM–5:00 PM PDT</time> · 2 sessions',
    );
    expect(html([first])).toBe('<time dateTime="2026-03-14T17:00:00Z">Sat, Mar 14, 10:00 AM–5:00 PM PDT</time>');
  });

  it("says the dates are to come for a class without sessions", () => {
    expect(html([])).toBe("Dates to be announced");
  });
});
