// @vitest-environment jsdom
import type { PerformanceReport } from "@guildforge/contracts";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { clipText } from "../lib/format";
import { ExceptionsCard } from "./system-cards";

afterEach(cleanup);

/** The tables' sort and "Show all" are links built from the URL: render inside a router. */
const inRouter = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

type Exception = PerformanceReport["exceptions"][number];

const report = (exceptions: Exception[]) =>
  ({
    range: "1h",
    generated_at: "2026-11-28T03:00:00.000Z",
    exceptions,
  }) as unknown as PerformanceReport;

const markup = '<img src=x onerror="alert(1)"><script>alert(2)</script>';

describe("ExceptionsCard (decision 509)", () => {
  it("shows a recorded message and request as text: markup stays characters, long text is clipped with the whole in a title", () => {
    const longRequest = `GET /api/${"a".repeat(300)}`;
    const { container } = inRouter(
      <ExceptionsCard
        report={report([
          {
            group: "TypeError at apps/server/src/x.ts:1",
            count: 2,
            last_seen: "2026-11-28T02:59:00.000Z",
            message: `failed on ${markup}`,
            request: longRequest,
          },
        ])}
      />,
    );
    const table = screen.getByRole("table", { name: "Exceptions" });
    // The markup is shown as its characters; it made no element.
    expect(within(table).getByText(`failed on ${markup}`, { exact: false })).toBeTruthy();
    expect(container.querySelector("img, script")).toBeNull();
    // The request: 120 characters with the ellipsis, the whole text in the title.
    const clipped = within(table).getByTitle(longRequest);
    expect(clipped.textContent).toBe(`Last request: ${longRequest.slice(0, 119)}…`);
    // The request is never the row's title or message.
    expect(within(table).getByText("TypeError at apps/server/src/x.ts:1")).toBeTruthy();
  });

  it("shows a row without request or message (jobs' exceptions, rows recorded before the request was kept)", () => {
    inRouter(
      <ExceptionsCard
        report={report([
          {
            group: "Error at apps/server/src/jobs.ts:3",
            count: 1,
            last_seen: "2026-11-28T02:59:00.000Z",
            message: null,
            request: null,
          },
        ])}
      />,
    );
    expect(screen.getByText("Error at apps/server/src/jobs.ts:3")).toBeTruthy();
    expect(screen.queryByText(/Last request/)).toBeNull();
  });
});

describe("clipText", () => {
  it("keeps short text whole and untitled, clips long text to the limit with an ellipsis", () => {
    expect(clipText("GET /api/classes/:id")).toEqual({ shown: "GET /api/classes/:id", full: undefined });
    const long = "x".repeat(121);
    expect(clipText(long)).toEqual({ shown: `${"x".repeat(119)}…`, full: long });
    expect(clipText(long).shown).toHaveLength(120);
    expect(clipText("x".repeat(120)).full).toBeUndefined();
  });
});
