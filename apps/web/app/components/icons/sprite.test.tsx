// @vitest-environment jsdom
import { themeSlugs } from "@guildforge/contracts";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ThemeIcon } from "../themes/theme-icon";
import { IconSprite, SpriteIcon, type SpriteIconName, spriteIcons } from "./sprite";

const names = Object.keys(spriteIcons) as SpriteIconName[];

function page(body: React.ReactNode) {
  document.body.innerHTML = renderToStaticMarkup(
    <>
      <IconSprite />
      {body}
    </>,
  );
  return document.body;
}

describe("icon sprite (decision 483)", () => {
  it("draws every icon of the set once, with lucide's paths", () => {
    const body = page(null);
    for (const name of names) {
      const symbol = body.querySelector(`symbol#icon-${name}`);
      expect(symbol, name).not.toBeNull();
      expect(symbol!.getAttribute("viewBox")).toBe("0 0 24 24");
      expect(symbol!.querySelector(`svg.lucide-${name} > *`), name).not.toBeNull();
    }
    expect(body.querySelectorAll("symbol")).toHaveLength(names.length);
    expect(body.querySelector("[data-icon-sprite]")!.getAttribute("aria-hidden")).toBe("true");
  });

  it("an icon is a reference to its symbol with the lucide classes, hidden from assistive technology", () => {
    const body = page(<SpriteIcon name="map-pin" className="size-4 text-iron-400" />);
    const icon = body.querySelector("svg.lucide-map-pin:not(symbol svg)")!;
    expect(icon.getAttribute("class")).toBe("lucide lucide-map-pin size-4 text-iron-400");
    expect(icon.getAttribute("aria-hidden")).toBe("true");
    expect(icon.querySelector("use")!.getAttribute("href")).toBe("#icon-map-pin");
    expect(icon.querySelector("path")).toBeNull();
  });

  it("every theme's icon is in the sprite", () => {
    for (const slug of themeSlugs) {
      const body = page(<ThemeIcon slug={slug} />);
      const href = body.querySelector("use")!.getAttribute("href")!;
      expect(body.querySelector(`symbol${href}`), slug).not.toBeNull();
    }
  });
});
