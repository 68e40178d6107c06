import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ShieldCheck } from "lucide-react";
import { Link, useLoaderData } from "react-router";
import { pageMeta } from "../../components/seo/page-meta";
import { buttonClasses, EmptyState, PageHeader } from "../../components/ui";
import { ForgeCounts } from "../../features/incidents/components/forge-counts";
import { IncidentCard } from "../../features/incidents/components/incident-card";
import { loadAdminIncidents } from "../../features/incidents/server/load-admin-incidents.server";
import { pageI18n } from "../../lib/i18n/page-i18n.server";
import type { Route } from "./+types/incidents";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.meta.title ?? "", loaderData?.meta.description ?? "", { noindex: true });

export const loader = async ({ context, request }: Route.LoaderArgs) => {
  const [page, { messages, i18n }] = await Promise.all([
    loadAdminIncidents(request, context),
    pageI18n(context, ["incidents"]),
  ]);
  const meta = {
    title: i18n._(msg`Safety incidents`),
    description: i18n._(msg`Burns, cuts and near misses recorded at the forges, newest first.`),
  };
  return { ...page, messages, meta };
};

/** Every safety incident, newest first, and how many each forge has (issue 40 point 6). */
export default function AdminIncidentsPage() {
  const { incidents, total, byForge, next, paged } = useLoaderData<typeof loader>();
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        eyebrow={t`Administration`}
        title={t`Safety incidents`}
        description={t`Burns, cuts and near misses the instructors and forge hosts recorded, newest first, with what was done. Never shown to students or the public.`}
      />
      <ForgeCounts counts={byForge} />
      <section aria-labelledby="incident-list-heading" className="mt-10">
        <h2 id="incident-list-heading" className="font-display text-2xl font-semibold text-iron-100">
          <Trans>All incidents</Trans>
        </h2>
        <p className="mt-2 text-sm text-iron-400">
          <Plural value={total} one="# incident" other="# incidents" />
        </p>
        {incidents.length ? (
          <ul className="mt-4 space-y-6">
            {incidents.map((incident) => (
              <li key={incident.id}>
                <IncidentCard incident={incident} withClass />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            className="mt-6"
            icon={<ShieldCheck aria-hidden="true" />}
            title={paged ? t`No more incidents` : t`No incidents recorded`}
            description={t`Incidents instructors and forge hosts record during their sessions appear here.`}
          />
        )}
        <div className="mt-8 flex flex-wrap gap-4">
          {next ? (
            <Link to={next} className={buttonClasses("secondary")}>
              <Trans>Show more</Trans>
            </Link>
          ) : null}
          {paged ? (
            <Link to="/admin/incidents" className="self-center text-ember-300 underline">
              <Trans>Back to the newest</Trans>
            </Link>
          ) : null}
        </div>
      </section>
    </div>
  );
}
