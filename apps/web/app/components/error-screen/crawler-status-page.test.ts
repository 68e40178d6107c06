import { describe, expect, it } from "vitest";
import { crawlerStatusPage } from "./crawler-status-page";

describe("crawlerStatusPage", () => {
  it.each([
    [404, "Page not found."],
    [500, "Server error. Please try again later."],
    [429, "Too many requests. Please wait and retry."],
    [502, "Server error."],
    [410, "Request failed."],
  ])("%s", (status, message) => {
    const html = crawlerStatusPage(status);
    expect(html).toContain(`<h1>${status}</h1>`);
    expect(html).toContain(message);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain("<script");
  });
});
