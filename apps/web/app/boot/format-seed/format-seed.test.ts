// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatClassStartShort, formatSession } from "../../lib/format-date";
import { clearFormatSeed, remembered, setFormatRecorder } from "./format-seed";
import { formatSeedElement, formatSeedId, takeFormatSeed } from "./seed-element";

afterEach(() => {
  clearFormatSeed();
  setFormatRecorder(undefined);
  document.body.innerHTML = "";
});

describe("the format seed (decision 470)", () => {
  it("records what the server formats and gives it back to the browser without computing", () => {
    const recorded = new Map<string, string>();
    setFormatRecorder(() => recorded);
    const text = formatSession("2026-03-14T17:00:00Z", "2026-03-15T00:00:00Z", "America/Los_Angeles", "en-US");
    expect(text).toBe("Sat, Mar 14, 2026, 10:00 AM–5:00 PM PDT");
    expect(recorded.size).toBeGreaterThan(0);

    // The browser: the seed comes from the element the server appended (a fresh process: nothing
    // formatted yet).
    setFormatRecorder(undefined);
    clearFormatSeed();
    document.body.innerHTML = formatSeedElement(recorded, "abc");
    takeFormatSeed();
    expect(document.getElementById(formatSeedId)).toBeNull(); // removed before hydrating
    // `format` is a getter (it returns a bound function), so its reads are what is counted.
    const format = vi.spyOn(Intl.DateTimeFormat.prototype as unknown as { format: unknown }, "format", "get");
    const parts = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    expect(formatSession("2026-03-14T17:00:00Z", "2026-03-15T00:00:00Z", "America/Los_Angeles", "en-US")).toBe(text);
    expect(format).not.toHaveBeenCalled();
    expect(parts).not.toHaveBeenCalled();
    // Anything not seeded is formatted as before.
    expect(formatClassStartShort("2026-04-01T09:00:00Z", "Europe/London", "en-GB")).toBe("Wed 1 Apr, 10:00 BST");
    expect(format).toHaveBeenCalled();
    format.mockRestore();
    parts.mockRestore();
  });

  it("formats a value once per process, and still records it for every page that shows it", () => {
    const parts = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    const first = new Map<string, string>();
    setFormatRecorder(() => first);
    const text = formatClassStartShort("2026-04-01T09:00:00Z", "Europe/London", "en-GB");
    const calls = parts.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    const second = new Map<string, string>();
    setFormatRecorder(() => second);
    expect(formatClassStartShort("2026-04-01T09:00:00Z", "Europe/London", "en-GB")).toBe(text);
    expect(parts.mock.calls.length).toBe(calls);
    expect([...second]).toEqual([...first]);
    parts.mockRestore();
  });

  it("writes JSON no value can break out of, and a nonce of safe characters only", () => {
    const html = formatSeedElement(new Map([["k", "</script><script>alert(1)</script><!--"]]), 'n"onload="x');
    expect(html).not.toContain("</script><script>");
    expect(html).not.toContain("<!--");
    expect(html).toContain('nonce="nonload=x"');
    document.body.innerHTML = html;
    takeFormatSeed();
    expect(remembered("k", () => "computed")).toBe("</script><script>alert(1)</script><!--");
  });

  it("writes nothing for a page that formatted nothing, and survives a damaged seed", () => {
    expect(formatSeedElement(new Map(), undefined)).toBe("");
    document.body.innerHTML = `<script type="application/json" id="${formatSeedId}">{not json</script>`;
    takeFormatSeed();
    expect(remembered("k", () => "computed")).toBe("computed");
  });
});
