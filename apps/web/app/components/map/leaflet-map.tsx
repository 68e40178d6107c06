import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useEffect, useRef } from "react";
import type { MapPoint } from "./map-types";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** Leaflet with OpenStreetMap tiles; loaded only in the browser, through LazyMap. */
export default function LeafletMap({ points, zoom = 11 }: { points: MapPoint[]; zoom?: number }) {
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!element.current || points.length === 0) return;
    const map = L.map(element.current, { scrollWheelZoom: false, attributionControl: true });
    L.tileLayer("https://tile.openstreetmap.org/{z}/{x}/{y}.png", {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    }).addTo(map);
    const markers = points.map((p) => {
      const marker = L.circleMarker([p.lat, p.lng], {
        radius: 9,
        color: "#fbbf24",
        weight: 2,
        fillColor: "#ea580c",
        fillOpacity: 0.9,
      });
      const text = escapeHtml(p.label);
      marker.bindPopup(p.href ? `<a href="${escapeHtml(p.href)}">${text}</a>` : text);
      marker.bindTooltip(text);
      return marker.addTo(map);
    });
    if (points.length === 1) {
      const only = points[0] as MapPoint;
      map.setView([only.lat, only.lng], zoom);
    } else {
      map.fitBounds(L.featureGroup(markers).getBounds(), { padding: [24, 24], maxZoom: 13 });
    }
    return () => {
      map.remove();
    };
  }, [points, zoom]);

  return <div ref={element} className="size-full" />;
}
