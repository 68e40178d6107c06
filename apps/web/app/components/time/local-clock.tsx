import { formatClock, formatMoment } from "../../lib/format-date";
import { useLocale } from "../../lib/locale";
import { useViewerZone } from "./use-viewer-zone";

/**
 * A moment's time of day in the viewer's zone ("2:05 PM"), the full moment with its zone in the
 * tooltip. Printed once the browser knows the zone, so no UTC time is ever shown.
 */
export function LocalClock({ iso, className }: { iso: string; className?: string }) {
  const locale = useLocale();
  const zone = useViewerZone();
  return (
    <time dateTime={iso} className={className} title={zone ? formatMoment(iso, zone, locale) : undefined}>
      {zone ? formatClock(iso, zone, locale) : null}
    </time>
  );
}
