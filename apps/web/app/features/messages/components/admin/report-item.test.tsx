// @vitest-environment jsdom
import type { Report } from "@guildforge/contracts";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { message } from "../../testing/fixtures";
import { ReportItem } from "./report-item";

afterEach(cleanup);

const rhea = { id: 7, name: "Rhea Reporter", email: "rhea@example.test" };
const brand = { id: 9, name: "Brand Smith", email: "brand@example.test" };

/** Rhea reports Brand's message; the message before it is Rhea's own. */
function report(overrides: Partial<Report> = {}): Report {
  return {
    id: 31,
    status: "open",
    reason: "He insulted me after I asked about boots.",
    reporter: rhea,
    reported_user: brand,
    conversation_id: 10,
    message_id: 201,
    review: null,
    context: [
      { ...message({ id: 200, sender_id: rhea.id, body: "Do I need boots?" }), author: rhea, reported: false },
      { ...message({ id: 201, sender_id: brand.id, body: "What a stupid question" }), author: brand, reported: true },
    ],
    created_at: "2026-11-20T10:00:00.000Z",
    decided_at: null,
    decided_by: null,
    ...overrides,
  };
}

const show = (r: Report) => {
  const Stub = createRoutesStub([{ path: "/admin/reports", Component: () => <ReportItem report={r} /> }]);
  return render(<Stub initialEntries={["/admin/reports"]} />);
};

describe("ReportItem", () => {
  it("shows reporter and reported person with their emails, and each message with its own author", () => {
    show(report());
    expect(screen.getByRole("heading", { name: "Rhea Reporter reported Brand Smith" })).toBeTruthy();
    expect(screen.getByText("Reported by").nextElementSibling?.textContent).toBe("Rhea Reporterrhea@example.test");
    expect(screen.getByText("Reported person").nextElementSibling?.textContent).toBe("Brand Smithbrand@example.test");
    const items = screen.getAllByTestId("report-message");
    expect(items.map((li) => li.querySelector("p")?.textContent?.split(" · ")[0])).toEqual([
      "Rhea Reporter (reporter)",
      "Brand Smith (reported person)",
    ]);
    expect(items.map((li) => within(li).queryByText("Reported message") !== null)).toEqual([false, true]);
  });

  it("shows the photos of the messages the report covers, and only says other messages had some", () => {
    const photo = { url: "/api/conversations/10/attachments/10-ab12-480.webp", width: 480, height: 360, srcset: null };
    show(
      report({
        context: [
          {
            ...message({ id: 200, sender_id: rhea.id, body: "", attachments: [photo] }),
            author: rhea,
            reported: false,
          },
          {
            ...message({ id: 201, sender_id: brand.id, body: "", attachments: [photo, photo] }),
            author: brand,
            reported: true,
          },
        ],
      }),
    );
    const [before, reported] = screen.getAllByTestId("report-message");
    expect(before?.querySelector("img")).toBeNull();
    expect(before?.textContent).toContain("A photo, not part of the report");
    const images = within(reported as HTMLElement).getAllByRole("img", { name: "Sent by Brand Smith" });
    expect(images.map((img) => img.getAttribute("src"))).toEqual([photo.url, photo.url]);
  });

  it("says whom suspend and warn act on, and that the reporter is not affected, before the admin confirms", () => {
    show(report());
    for (const action of ["Suspend", "Warn"]) {
      // The decision's disclosure (decision 535): with JavaScript its summary opens the dialog.
      fireEvent.click(screen.getByText(action, { selector: "summary" }));
      const dialog = screen.getByRole("dialog");
      expect(within(dialog).getByRole("heading").textContent).toBe(`${action} Brand Smith?`);
      expect(within(dialog).getByTestId("decision-target").textContent).toBe(
        "This acts on Brand Smith (brand@example.test), the reported person. Rhea Reporter, who reported, is not affected.",
      );
      fireEvent.keyDown(dialog, { key: "Escape" });
    }
  });
});
