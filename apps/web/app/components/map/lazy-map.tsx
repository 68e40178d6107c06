import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { cx } from "../ui/cx";
import type { MapPoint } from "./map-types";

const LeafletMap = lazy(() => import("./leaflet-map"));

interface LazyMapProps {
  points: MapPoint[];
  /** Accessible name of the map region. */
  label: string;
  zoom?: number;
  className?: string;
}

/**
 * A map of forges, rendered only in the browser and loaded on demand (Leaflet stays out of the
 * first-load bundles): once the box comes within 200 px of the viewport, so a map below the fold
 * costs nothing until someone scrolls to it (decision 342). Offline or before it loads, the box
 * says so; the page's list carries the content.
 */
export function LazyMap({ points, label, zoom, className }: LazyMapProps) {
  const { t } = useLingui();
  const [mounted, setMounted] = useState(false);
  const [online, setOnline] = useState(true);
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined" || !box.current) return setMounted(true);
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        setMounted(true);
        seen.disconnect();
      },
      { rootMargin: "200px" },
    );
    seen.observe(box.current);
    return () => seen.disconnect();
  }, []);
  useEffect(() => {
    setOnline(navigator.onLine);
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener("online", on);
    window.addEventListener("offline", off);
    return () => {
      window.removeEventListener("online", on);
      window.removeEventListener("offline", off);
    };
  }, []);

  const placeholder = (text: string) => (
    <div className="flex size-full items-center justify-center p-4 text-center text-sm text-iron-400">{text}</div>
  );

  return (
    <section
      ref={box}
      aria-label={label}
      className={cx("relative isolate z-0 overflow-hidden rounded-lg border border-iron-700 bg-iron-900", className)}
    >
      {points.length === 0 ? (
        placeholder(t`No forges to show on the map.`)
      ) : !mounted ? (
        placeholder(t`Loading the map…`)
      ) : !online ? (
        placeholder(t`The map needs a connection; the list works offline.`)
      ) : (
        <Suspense fallback={placeholder(t`Loading the map…`)}>
          <LeafletMap points={points} zoom={zoom} />
        </Suspense>
      )}
    </section>
  );
}
