import type { SubmissionResult } from "@conform-to/react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { pageMeta } from "../../components/seo/page-meta";
import { Card, Container, EmptyState, PageHeader } from "../../components/ui";
import { IncidentClassPicker } from "../../features/incidents/components/class-picker";
import { IncidentCard } from "../../features/incidents/components/incident-card";
import { IncidentForm } from "../../features/incidents/components/incident-form";
import { loadManageIncidents } from "../../features/incidents/server/load-manage-incidents.server";
import { recordIncidentAction } from "../../features/incidents/server/record-incident-action.server";
import { formClientAction } from "../../lib/forms/client-action";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import { pageI18n } from "../../lib/i18n/page-i18n.server";
import type { Route } from "./+types/incidents";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.meta.title ?? "", loaderData?.meta.description ?? "", { noindex: true });

/**
 * The safety incident log for the classes one teaches or hosts (issue 40 point 6): pick a class
 * (`?class_id=`), record an incident against one of its sessions that has started, read its incidents.
 */
export const loader = async ({ context, request }: Route.LoaderArgs) => {
  const [page, { messages, i18n }] = await Promise.all([
    loadManageIncidents(request, context),
    pageI18n(context, ["incidents"]),
  ]);
  const meta = {
    title: i18n._(msg`Safety incidents`),
    description: i18n._(msg`Record burns, cuts and near misses during your sessions.`),
  };
  return { ...page, messages, meta };
};

export const action = (args: Route.ActionArgs) => recordIncidentAction(args);
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());
/** A send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;

export default function ManageIncidentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { classes, chosen, incidents } = loaderData;
  const said = actionData as { result?: SubmissionResult<string[]> } | undefined;
  const { t } = useLingui();
  return (
    <Container size="default" className="max-w-5xl space-y-8 py-12 sm:py-16">
      <PageHeader
        eyebrow={t`Teaching`}
        title={t`Safety incidents`}
        description={
          <>
            <Trans>
              Record a burn, a cut or a near miss during one of your sessions, with what was done. The admins see every
              incident; students and visitors never do.
            </Trans>{" "}
            <Link to="/manage/students" className="text-ember-300 underline">
              <Trans>Rosters</Trans>
            </Link>
          </>
        }
      />
      {chosen ? (
        <>
          <IncidentClassPicker classes={classes} chosenId={chosen.id} />
          <Card>
            <h2 className="mb-5 font-display text-2xl font-semibold text-iron-100">
              <Trans>Record an incident</Trans>
            </h2>
            <IncidentForm key={chosen.id} cls={chosen} lastResult={said?.result} />
          </Card>
          <section id="incidents" aria-labelledby="incidents-heading" className="space-y-4">
            <h2 id="incidents-heading" className="font-display text-2xl font-semibold text-iron-100">
              <Trans>Incidents in this class</Trans>
            </h2>
            {incidents.length ? (
              <ul className="space-y-4">
                {incidents.map((incident) => (
                  <li key={incident.id}>
                    <IncidentCard incident={incident} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-iron-300">
                <Trans>No incidents recorded for this class.</Trans>
              </p>
            )}
          </section>
        </>
      ) : (
        <EmptyState
          icon={<ShieldAlert aria-hidden="true" />}
          title={t`No sessions have taken place yet`}
          description={t`Once a session of a class you teach or host has started, you can record an incident here.`}
        />
      )}
    </Container>
  );
}
