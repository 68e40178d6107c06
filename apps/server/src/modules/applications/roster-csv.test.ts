import { describe, expect, it } from "vitest";
import { csvField, csvMoment, rosterCsv } from "./roster-csv.ts";

describe("roster CSV escaping", () => {
  it("doubles quotes and quotes fields with commas or line breaks", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField("line1\nline2")).toBe('"line1\nline2"');
  });

  it("guards against formula injection with a leading quote", () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField("+1")).toBe("'+1");
    expect(csvField("-2")).toBe("'-2");
    expect(csvField("@cmd")).toBe("'@cmd");
    expect(csvField("a=b")).toBe("a=b");
  });

  it("writes a header row and CRLF line ends", () => {
    const csv = rosterCsv(
      [
        {
          application_id: 1,
          id: 2,
          name: "Smith, Jo",
          slug: "jo",
          experience_level: "some",
          message: "=1+1",
          accepted_at: null,
          payment: null,
        },
      ],
      null,
    );
    expect(csv).toBe('Name,Experience,Message,Accepted\r\n"Smith, Jo",Some experience,\'=1+1,\r\n');
  });

  it("writes words and local times with the zone's name, never raw values, ISO or UTC (issue 37 point 7)", () => {
    const csv = rosterCsv(
      [
        {
          application_id: 1,
          id: 2,
          name: "Ada",
          slug: "ada",
          experience_level: "none",
          message: "",
          accepted_at: "2026-03-14T17:05:00.000Z",
          payment: null,
        },
      ],
      "America/Los_Angeles",
    );
    expect(csv).toBe('Name,Experience,Message,Accepted\r\nAda,No experience,,"Mar 14, 2026, 10:05 AM PDT"\r\n');
    expect(csv).not.toMatch(/\bnone\b|T17:05|America\/|UTC/);
    expect(csvMoment("2026-01-05T09:30:00.000Z", "Europe/London")).toBe("Jan 5, 2026, 9:30 AM GMT");
  });
});
