import { describe, expect, it } from "vitest";
import {
  applyHides,
  initialEditor,
  pointerCancel,
  pointerDown,
  pointerMove,
  pointerUp,
  removeRect,
  setAction,
  zoomIn,
  zoomOut,
} from "./editor-geometry";

const drag = (zoom: number, from: [number, number], to: [number, number], action: "hide" | "highlight" = "hide") => {
  let s = setAction({ ...initialEditor(400, 300), zoom }, action);
  s = pointerDown(s, { x: from[0], y: from[1] });
  s = pointerMove(s, { x: to[0], y: to[1] });
  return pointerUp(s, { x: to[0], y: to[1] });
};

describe("screenshot editor geometry", () => {
  it("mouse down starts, move previews, up commits the rectangle in screenshot pixels", () => {
    let s = initialEditor(400, 300);
    s = pointerDown(s, { x: 10, y: 20 });
    expect(s.draft).toEqual({ type: "hide", x: 10, y: 20, w: 0, h: 0 });
    s = pointerMove(s, { x: 60, y: 50 });
    expect(s.draft).toEqual({ type: "hide", x: 10, y: 20, w: 50, h: 30 });
    expect(s.rects).toEqual([]);
    s = pointerUp(s, { x: 60, y: 50 });
    expect(s.rects).toEqual([{ type: "hide", x: 10, y: 20, w: 50, h: 30 }]);
    expect(s.draft).toBeNull();
  });

  it("moving without a press previews nothing; a drag upwards and left is normalised", () => {
    const idle = initialEditor(400, 300);
    expect(pointerMove(idle, { x: 5, y: 5 })).toBe(idle);
    expect(drag(1, [100, 80], [40, 20]).rects).toEqual([{ type: "hide", x: 40, y: 20, w: 60, h: 60 }]);
  });

  it("applies the 1 px rule after scaling by the zoom factor", () => {
    // At zoom 2 a 1-screen-pixel drag is half a screenshot pixel: discarded.
    expect(drag(2, [10, 10], [11, 30]).rects).toEqual([]);
    expect(drag(2, [10, 10], [30, 11]).rects).toEqual([]);
    // Two screen pixels at zoom 2 are exactly one screenshot pixel: kept.
    expect(drag(2, [10, 10], [12, 12]).rects).toEqual([{ type: "hide", x: 5, y: 5, w: 1, h: 1 }]);
    // At zoom 0.5 one screen pixel covers two screenshot pixels: kept, doubled.
    expect(drag(0.5, [10, 10], [11, 11]).rects).toEqual([{ type: "hide", x: 20, y: 20, w: 2, h: 2 }]);
    // A plain click (no movement) never makes a rectangle.
    expect(drag(1, [10, 10], [10, 10]).rects).toEqual([]);
    // Just under one pixel at zoom 1.5 (1.4 / 1.5 < 1) is discarded.
    expect(drag(1.5, [0, 0], [1.4, 30]).rects).toEqual([]);
  });

  it("keeps rectangles inside the screenshot when the drag leaves it", () => {
    expect(drag(1, [350, 250], [900, -40]).rects).toEqual([{ type: "hide", x: 350, y: 0, w: 50, h: 250 }]);
  });

  it("zooms in and out through the levels and stops at the ends", () => {
    let s = initialEditor(400, 300);
    s = zoomIn(s);
    expect(s.zoom).toBe(1.5);
    s = zoomOut(zoomOut(s));
    expect(s.zoom).toBe(0.75);
    for (let i = 0; i < 20; i++) s = zoomOut(s);
    expect(s.zoom).toBe(0.25);
    for (let i = 0; i < 20; i++) s = zoomIn(s);
    expect(s.zoom).toBe(3);
  });

  it("removes exactly the chosen rectangle, and a cancelled touch leaves none", () => {
    let s = drag(1, [0, 0], [10, 10]);
    s = pointerUp(pointerDown(setAction(s, "highlight"), { x: 20, y: 20 }), { x: 40, y: 40 });
    s = pointerUp(pointerDown(setAction(s, "hide"), { x: 50, y: 50 }), { x: 70, y: 60 });
    expect(s.rects.map((r) => r.type)).toEqual(["hide", "highlight", "hide"]);
    s = removeRect(s, 1);
    expect(s.rects).toEqual([
      { type: "hide", x: 0, y: 0, w: 10, h: 10 },
      { type: "hide", x: 50, y: 50, w: 20, h: 10 },
    ]);
    const cancelled = pointerCancel(pointerMove(pointerDown(s, { x: 1, y: 1 }), { x: 90, y: 90 }));
    expect(cancelled.rects).toHaveLength(2);
    expect(cancelled.draft).toBeNull();
  });

  it("blacks out hidden pixels (rounded outwards), leaves highlights and the rest untouched", () => {
    const width = 10;
    const height = 6;
    const data = new Uint8ClampedArray(width * height * 4).fill(200);
    applyHides({ data, width, height }, [
      { type: "hide", x: 1.5, y: 1.2, w: 2, h: 1.5 },
      { type: "highlight", x: 6, y: 0, w: 3, h: 3 },
    ]);
    const px = (x: number, y: number) => [...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];
    // x 1.5..3.5 -> columns 1..3; y 1.2..2.7 -> rows 1..2
    for (const [x, y] of [
      [1, 1],
      [3, 2],
      [2, 1],
    ] as const) {
      expect(px(x, y)).toEqual([0, 0, 0, 255]);
    }
    expect(px(0, 1)).toEqual([200, 200, 200, 200]);
    expect(px(4, 1)).toEqual([200, 200, 200, 200]);
    expect(px(2, 3)).toEqual([200, 200, 200, 200]);
    expect(px(7, 1)).toEqual([200, 200, 200, 200]); // highlighted only
  });
});
