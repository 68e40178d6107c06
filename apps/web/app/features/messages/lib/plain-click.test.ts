import { describe, expect, it, vi } from "vitest";
import { pageLink, takeOverClick } from "./plain-click";

describe("pageLink", () => {
  it("sets the cursor and keeps the page's other parameters", () => {
    expect(pageLink("/messages/4", "?q=bo&cursor=a", "before", "b/c")).toBe("/messages/4?q=bo&cursor=a&before=b%2Fc");
    expect(pageLink("/messages", "?cursor=old", "cursor", "new")).toBe("/messages?cursor=new");
    expect(pageLink("/messages", "?cursor=old", "cursor", null)).toBe("/messages");
  });
});

describe("takeOverClick", () => {
  const click = (over: Partial<{ button: number; metaKey: boolean; ctrlKey: boolean }> = {}) => {
    const event = {
      defaultPrevented: false,
      button: 0,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      preventDefault: vi.fn(),
      ...over,
    };
    const act = vi.fn();
    takeOverClick(event as never, act);
    return { prevented: event.preventDefault.mock.calls.length > 0, acted: act.mock.calls.length > 0 };
  };
  it("does a plain click in place and leaves a new tab's click to the browser", () => {
    expect(click()).toEqual({ prevented: true, acted: true });
    expect(click({ metaKey: true })).toEqual({ prevented: false, acted: false });
    expect(click({ ctrlKey: true })).toEqual({ prevented: false, acted: false });
    expect(click({ button: 1 })).toEqual({ prevented: false, acted: false });
  });
});
