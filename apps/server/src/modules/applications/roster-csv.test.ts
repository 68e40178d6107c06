import { describe, expect, it } from "vitest";
import { csvField, rosterCsv } from "./roster-csv.ts";

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
    const csv = rosterCsv([
      {
        application_id: 1,
        id: 2,
        name: "Smith, Jo",
        slug: "jo",
        experience_level: "some",
        message: "=1+1",
        accepted_at: null,
      },
    ]);
    expect(csv).toBe('Name,Experience,Message,Accepted at\r\n"Smith, Jo",some,\'=1+1,\r\n');
  });
});
