// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SubmitButton } from "./submit-button";

describe("SubmitButton", () => {
  it("is enabled in the server's HTML: the form posts to its route action before hydration (decision 535)", () => {
    const html = renderToString(
      <form method="post">
        <SubmitButton pending={false}>Sign in</SubmitButton>
      </form>,
    );
    expect(html).toMatch(/<button type="submit"/);
    expect(html).not.toMatch(/<button[^>]*\sdisabled=""/);
  });

  it("stays enabled once hydrated, and is disabled while pending", async () => {
    const form = (pending: boolean) => (
      <form>
        <SubmitButton pending={pending}>Sign in</SubmitButton>
      </form>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(form(false));
    document.body.append(container);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, form(false));
    });
    const button = container.querySelector("button")!;
    expect(button.disabled).toBe(false);
    await act(async () => root!.render(form(true)));
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
  });
});
