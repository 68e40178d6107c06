import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { MapPin } from "lucide-react";
import { useEffect, useRef } from "react";
import type { PinMapProps } from "./pin-map-types";

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The pin stays in the middle; the map moves under it (drag, tap or click a spot, arrow keys,
 * + and -). Each move reports the middle as the pin's position. Loaded only in the browser, through PinMap.
 */
export default function LeafletPinMap({ view, onMove, label, describedBy }: PinMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const report = useRef(onMove);
  report.current = onMove;

  useEffect(() => {
    const box = element.current;
    if (!box) return;
    const m = L.map(box, { scrollWheelZoom: "center", keyboard: true, keyboardPanDelta: 60, worldCopyJump: true });
    L.tileLayer("https://tile.openstreetmap.org/{z}/{x}/{y}.png", {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    }).addTo(m);
    m.on("click", (e: L.LeafletMouseEvent) => m.panTo(e.latlng));
    m.on("moveend", () => {
      const c = m.getCenter().wrap();
      report.current({ lat: round(c.lat), lng: round(c.lng) });
    });
    box.setAttribute("role", "application");
    box.setAttribute("aria-roledescription", "map");
    box.setAttribute("aria-label", label);
    if (describedBy) box.setAttribute("aria-describedby", describedBy);
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
    };
  }, [label, describedBy]);

  // A new view (the place was chosen, or the first render): jump there without reporting twice.
  useEffect(() => {
    map.current?.setView([view.lat, view.lng], view.zoom, { animate: false });
  }, [view]);

  return (
    <div className="relative size-full">
      <div
        ref={element}
        className="size-full focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-ember-300"
        data-pin-map
      />
      <div className="pointer-events-none absolute top-1/2 left-1/2 z-[500] -translate-x-1/2 -translate-y-full">
        <MapPin
          className="size-10 fill-ember-500 stroke-iron-950 drop-shadow-[0_2px_2px_rgba(0,0,0,0.6)]"
          strokeWidth={1.5}
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
