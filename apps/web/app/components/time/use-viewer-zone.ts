import { useEffect, useState } from "react";

/**
 * The viewer's time zone, known only once the page runs in the browser (null during the server
 * render and the first client render, so hydration matches). Moments are shown in it.
 */
export function useViewerZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone), []);
  return zone;
}
