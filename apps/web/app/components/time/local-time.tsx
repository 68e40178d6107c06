import { formatDate, formatMoment } from "../../lib/format-date";
import { useLocale } from "../../lib/locale";
import { useViewerZone } from "./use-viewer-zone";

/**
 * A moment (a notification, an application) in the viewer's own time zone, named ("Nov 22, 2026,
 * 1:52 AM PST"). The server does not know that zone: it prints the day only, and the browser adds
 * the time once the page runs, so no UTC time is ever shown.
 */
export function LocalTime({ iso, className }: { iso: string; className?: string }) {
  const locale = useLocale();
  const zone = useViewerZone();
  return (
    <time dateTime={iso} className={className} suppressHydrationWarning>
      {zone ? formatMoment(iso, zone, locale) : formatDate(iso, locale)}
    </time>
  );
}
