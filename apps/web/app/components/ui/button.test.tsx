// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "./button";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const buttons = (
  <div>
    <Button onClick={() => {}}>Approve</Button>
    <Button type="submit">Search</Button>
    <Button disabled>Upload photo</Button>
    <Button asChild>
      <a href="/classes">Browse</a>
    </Button>
  </div>
);

describe("Button", () => {
  it("is enabled in the server's HTML unless the caller disables it: nothing waits for hydration (decision 535)", () => {
    const html = renderToString(buttons);
    expect(html).toMatch(/<button type="button"(?![^>]*disabled="")[^>]*>Approve/);
    expect(html).toMatch(/<button type="submit"(?![^>]*disabled="")[^>]*>Search/);
    expect(html).toMatch(/<button type="button"[^>]*disabled=""[^>]*>Upload photo/);
    expect(html).toMatch(/<a(?![^>]*disabled="")[^>]*href="\/classes"[^>]*>Browse/);
  });

  it("hydrates as the server rendered it", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(buttons);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, buttons, { onRecoverableError: (e) => errors.push(e) });
    });
    const byText = (text: string) =>
      [...container.querySelectorAll("button")].find((b) => b.textContent === text) as HTMLButtonElement;
    expect(byText("Approve").disabled).toBe(false);
    expect(byText("Search").disabled).toBe(false);
    expect(byText("Upload photo").disabled).toBe(true);
    expect(errors).toEqual([]);
    container.remove();
  });
});
