// @vitest-environment jsdom
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { loadDeferredImages } from "../../boot/hydration-after-paint.server";
import { DeferredImg } from "./deferred-img";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const cover = (
  <div>
    <DeferredImg src="/u/a-960.webp" srcSet="/u/a-480.webp 480w, /u/a-960.webp 960w" sizes="100vw" alt="An anvil" />
  </div>
);

describe("DeferredImg (decision 487)", () => {
  it("has no address in the server's HTML, and a <noscript> copy that has it", () => {
    const html = renderToString(cover);
    const [outside, inside] = html.split("<noscript>");
    expect(outside).toMatch(/<img(?![^>]*\ssrc=)[^>]*data-defer-src="\/u\/a-960.webp"/);
    expect(outside).toContain('data-defer-srcset="/u/a-480.webp 480w, /u/a-960.webp 960w"');
    expect(outside).toContain('loading="lazy"');
    expect(inside).toMatch(/<img[^>]*\ssrc="\/u\/a-960.webp"/);
  });

  it("gets its address from the page script once the content is shown, and keeps it through hydration", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(cover);
    document.body.append(container);
    const img = () => container.querySelector("img") as HTMLImageElement;
    expect(img().getAttribute("src")).toBeNull();

    new Function(loadDeferredImages)();
    expect(img().getAttribute("src")).toBe("/u/a-960.webp");
    expect(img().getAttribute("srcset")).toBe("/u/a-480.webp 480w, /u/a-960.webp 960w");

    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, cover);
    });
    expect(img().getAttribute("src")).toBe("/u/a-960.webp");
    expect(img().getAttribute("srcset")).toBe("/u/a-480.webp 480w, /u/a-960.webp 960w");
    expect(img().alt).toBe("An anvil");
    expect(container.querySelectorAll("img")).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it("gets its address from its ref when the page script did not run", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(cover);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, cover);
    });
    const img = container.querySelector("img") as HTMLImageElement;
    expect(img.getAttribute("src")).toBe("/u/a-960.webp");
    expect(img.getAttribute("srcset")).toBe("/u/a-480.webp 480w, /u/a-960.webp 960w");
    expect(img.getAttribute("loading")).toBe("lazy");
    container.remove();
  });

  it("shows an image rendered after hydration at once, and follows a new address (decision 490)", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<DeferredImg src="/u/a.webp" srcSet="/u/a-480.webp 480w" alt="One" />));
    const img = container.querySelector("img") as HTMLImageElement;
    expect(img.getAttribute("src")).toBe("/u/a.webp");
    expect(img.getAttribute("srcset")).toBe("/u/a-480.webp 480w");
    await act(async () => root.render(<DeferredImg src="/u/b.webp" alt="Two" />));
    expect(container.querySelector("img")).toBe(img);
    expect(img.getAttribute("src")).toBe("/u/b.webp");
    expect(img.hasAttribute("srcset")).toBe(false);
    expect(img.getAttribute("data-defer-src")).toBe("/u/b.webp");
    await act(async () => root.unmount());
    container.remove();
  });
});
