import { useViewerZone } from "../../../components/time/use-viewer-zone";
import { zoneAbbreviation } from "../../../lib/format-date";
import { useLocale } from "../../../lib/locale";
import { formatTime } from "../lib/format";

/**
 * A recorded moment in the admin's own time zone, named ("14:05 CET"). The server does not know
 * that zone, so it prints nothing until the browser does (as LocalTime does): no UTC time is shown.
 */
export function PerfTime({ iso, withDay = false }: { iso: string; withDay?: boolean }) {
  const zone = useViewerZone();
  const locale = useLocale();
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {zone
        ? `${formatTime(iso, withDay, zone, locale.startsWith("en") ? "en-GB" : locale)} ${zoneAbbreviation(iso, zone)}`
        : ""}
    </time>
  );
}
