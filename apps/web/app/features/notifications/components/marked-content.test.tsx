import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkedContent } from "./marked-content";

const html = (text: string, content?: string[]) =>
  renderToStaticMarkup(<MarkedContent text={text} content={content} />);

describe("a notification's people's words", () => {
  it("are marked where they appear, the rest stays the page's text", () => {
    expect(html("Du hast einen Platz in „Forge a hook“.", ["Forge a hook"])).toBe(
      'Du hast einen Platz in „<span data-user-content="">Forge a hook</span>“.',
    );
  });

  it("marks every occurrence, the longest value first", () => {
    expect(html("Ada: Forge a hook, then Forge a hook again", ["Forge", "Forge a hook", "Ada"])).toBe(
      '<span data-user-content="">Ada</span>: <span data-user-content="">Forge a hook</span>, then <span data-user-content="">Forge a hook</span> again',
    );
  });

  it("leaves a text without content as it is", () => {
    expect(html("Application accepted")).toBe("Application accepted");
    expect(html("Application accepted", ["missing"])).toBe("Application accepted");
  });
});
