import type { Annotation } from "@guildforge/contracts";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiCore } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Highlighter, SquareX, ZoomIn, ZoomOut } from "lucide-react";
import { type PointerEvent, useEffect, useRef, useState } from "react";
import { Button, cx } from "../../../components/ui";
import {
  type Action,
  type EditorState,
  fitZoom,
  initialEditor,
  pointerCancel,
  pointerDown,
  pointerMove,
  pointerUp,
  removeRect,
  setAction,
  zoomIn,
  zoomOut,
} from "../lib/editor-geometry";

interface ScreenshotEditorProps {
  /** The captured page. */
  source: HTMLCanvasElement;
  onChange: (rects: Annotation[]) => void;
}

const actions: Array<{ value: Action; label: MessageDescriptor; icon: typeof Highlighter }> = [
  { value: "hide", label: msg`Hide`, icon: SquareX },
  { value: "highlight", label: msg`Highlight`, icon: Highlighter },
];

function RectBox({ r, zoom, draft }: { r: Annotation; zoom: number; draft?: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={cx(
        "pointer-events-none absolute",
        r.type === "hide" ? "bg-black" : "border-2 border-ember-400 bg-ember-400/10",
        draft && "opacity-80",
      )}
      style={{ left: r.x * zoom, top: r.y * zoom, width: r.w * zoom, height: r.h * zoom }}
    />
  );
}

/**
 * The screenshot editor (docs/product.md#states): choose hide or highlight, press and drag to draw
 * (mouse, pen and touch alike, through pointer events), zoom in and out, remove any rectangle.
 * Hidden areas show black here and are blacked out in the pixels before upload.
 */
export function ScreenshotEditor({ source, onChange }: ScreenshotEditorProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frameRef = useRef<HTMLElement>(null);
  const [s, setS] = useState<EditorState>(() => initialEditor(source.width, source.height));
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const rectText = (r: Annotation, i: number) => {
    const n = i + 1;
    const w = Math.round(r.w);
    const h = Math.round(r.h);
    return r.type === "hide" ? t`${n}. Hidden area, ${w} x ${h} px` : t`${n}. Highlighted area, ${w} x ${h} px`;
  };

  useEffect(() => {
    const canvas = canvasRef.current;
    canvas?.getContext("2d")?.drawImage(source, 0, 0);
    const available = (frameRef.current?.clientWidth ?? source.width) - 4;
    setS((prev) => ({ ...prev, zoom: fitZoom(source.width, available) }));
  }, [source]);

  const update = (next: EditorState) => {
    setS(next);
    if (next.rects !== s.rects) onChange(next.rects);
  };
  const point = (e: PointerEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <fieldset className="flex gap-1 rounded-md border border-iron-700 p-1">
          <legend className="sr-only">
            <Trans>Action for new rectangles</Trans>
          </legend>
          {actions.map((a) => (
            <label
              key={a.value}
              className={cx(
                "flex cursor-pointer items-center gap-1.5 rounded px-3 py-1.5 text-sm font-semibold",
                s.action === a.value ? "bg-ember-500 text-ember-ink" : "text-iron-200 hover:bg-iron-800",
              )}
            >
              <input
                type="radio"
                name="screenshot-action"
                value={a.value}
                checked={s.action === a.value}
                onChange={() => update(setAction(s, a.value))}
                className="sr-only"
              />
              <a.icon className="size-4" aria-hidden="true" />
              {i18n._(a.label)}
            </label>
          ))}
        </fieldset>
        <Button type="button" size="sm" variant="secondary" onClick={() => update(zoomOut(s))} aria-label={t`Zoom out`}>
          <ZoomOut aria-hidden="true" />
        </Button>
        <span className="min-w-12 text-center text-sm text-iron-300" aria-live="polite">
          {Math.round(s.zoom * 100)}%
        </span>
        <Button type="button" size="sm" variant="secondary" onClick={() => update(zoomIn(s))} aria-label={t`Zoom in`}>
          <ZoomIn aria-hidden="true" />
        </Button>
      </div>
      <p className="text-sm text-iron-400">
        <Trans>
          Press and drag on the screenshot to draw. Hide blacks the area out before it is sent; highlight outlines it.
        </Trans>
      </p>
      <section
        ref={frameRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus so keyboard users can scroll a zoomed screenshot (axe scrollable-region-focusable)
        tabIndex={0}
        aria-label={t`Screenshot, scrollable`}
        className="max-h-[50vh] overflow-auto rounded-md border border-iron-700 bg-iron-950 focus-visible:outline-2 focus-visible:outline-ember-400"
      >
        <div
          data-testid="screenshot-stage"
          className="relative cursor-crosshair touch-none select-none"
          style={{ width: s.width * s.zoom, height: s.height * s.zoom }}
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture(e.pointerId);
            update(pointerDown(s, point(e)));
          }}
          onPointerMove={(e) => update(pointerMove(s, point(e)))}
          onPointerUp={(e) => update(pointerUp(s, point(e)))}
          onPointerCancel={() => update(pointerCancel(s))}
        >
          <canvas
            ref={canvasRef}
            width={source.width}
            height={source.height}
            className="block h-full w-full"
            aria-label={t`Screenshot of this page`}
            role="img"
          />
          {s.rects.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rectangles have no identity beyond their order
            <RectBox key={i} r={r} zoom={s.zoom} />
          ))}
          {s.draft ? <RectBox r={s.draft} zoom={s.zoom} draft /> : null}
        </div>
      </section>
      {s.rects.length ? (
        <ul className="space-y-1.5 text-sm" aria-label={t`Rectangles`}>
          {s.rects.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rectangles have no identity beyond their order
            <li key={i} className="flex items-center justify-between gap-3 rounded-md bg-iron-900 px-3 py-1.5">
              <span className="text-iron-200">{rectText(r, i)}</span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => update(removeRect(s, i))}
                aria-label={t`Remove rectangle ${i + 1}`}
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
