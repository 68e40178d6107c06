import type { Incident } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { LocalTime } from "../../../components/time/local-time";
import { Badge, type BadgeTone, Card } from "../../../components/ui";
import { formatClassDateTime } from "../../../lib/format-date";
import { incidentKindLabels, incidentSeverityLabels } from "../../../lib/i18n/labels";
import { useLocale } from "../../../lib/locale";

const severityTone: Record<Incident["severity"], BadgeTone> = {
  minor: "neutral",
  needs_first_aid: "warning",
  needs_medical_care: "danger",
};

/**
 * One safety incident as its class's managers and the admins read it: kind and severity, the
 * session (in the forge's time zone), what happened, what was done, who recorded it and when.
 * `withClass`: the admin list names the class and its forge too.
 */
export function IncidentCard({ incident, withClass = false }: { incident: Incident; withClass?: boolean }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const when = formatClassDateTime(incident.session_starts_at, incident.time_zone, locale);
  const reporter = incident.reported_by.name;
  return (
    <Card className="space-y-4 p-5" data-testid="incident">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="ember">{i18n._(incidentKindLabels[incident.kind])}</Badge>
        <Badge tone={severityTone[incident.severity]}>{i18n._(incidentSeverityLabels[incident.severity])}</Badge>
      </div>
      {withClass ? (
        <h3 className="text-lg font-semibold break-words text-iron-100">
          <Link
            to={`/classes/${incident.class.id}-${incident.class.slug}`}
            className="hover:text-ember-300 hover:underline"
            data-user-content=""
          >
            {incident.class.title}
          </Link>
          {incident.forge ? (
            <span className="font-normal text-iron-300">
              {" · "}
              <span data-user-content="">{incident.forge.name}</span>
            </span>
          ) : null}
        </h3>
      ) : null}
      <p className="text-sm text-iron-300">
        <Trans>
          Session of <time dateTime={incident.session_starts_at}>{when}</time>
        </Trans>
      </p>
      <dl className="space-y-3">
        <div>
          <dt className="text-sm font-semibold text-iron-200">
            <Trans>What happened</Trans>
          </dt>
          <dd className="mt-1 break-words whitespace-pre-wrap text-iron-100" data-user-content="">
            {incident.what_happened}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-iron-200">
            <Trans>What was done</Trans>
          </dt>
          {incident.action_taken ? (
            <dd className="mt-1 break-words whitespace-pre-wrap text-iron-100" data-user-content="">
              {incident.action_taken}
            </dd>
          ) : (
            <dd className="mt-1 text-iron-400">{t`Nothing recorded.`}</dd>
          )}
        </div>
      </dl>
      <p className="text-sm text-iron-400">
        <Trans>
          Recorded by <span data-user-content="">{reporter}</span>, <LocalTime iso={incident.created_at} />
        </Trans>
      </p>
    </Card>
  );
}
