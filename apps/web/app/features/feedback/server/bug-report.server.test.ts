import { describe, expect, it } from "vitest";
import { reportedPageUrl } from "./bug-report.server";

const at = (query: string) => reportedPageUrl(new Request(`http://localhost:3000/bug-report${query}`));

describe("reportedPageUrl (the page a report from /bug-report is about)", () => {
  it("is the page the floating button was pressed on, query included", () => {
    expect(at("?from=%2Fclasses%3Ftheme%3Dknife-making")).toBe("http://localhost:3000/classes?theme=knife-making");
  });

  it("is /bug-report itself without ?from=, or for anything but a same-site path", () => {
    expect(at("")).toBe("http://localhost:3000/bug-report");
    for (const from of ["https://evil.test/", "//evil.test/x", "/\\evil.test", "javascript:alert(1)"]) {
      expect(at(`?from=${encodeURIComponent(from)}`), from).toBe("http://localhost:3000/bug-report");
    }
  });
});
