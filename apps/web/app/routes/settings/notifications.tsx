import type { SubmissionResult } from "@conform-to/react";
import { notificationTypesFor } from "@guildforge/contracts/notification-audience";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { pageMeta } from "../../components/seo/page-meta";
import { Card, Container, PageHeader } from "../../components/ui";
import { CalendarFeedCard } from "../../features/account/components/calendar-feed-card";
import { LanguagePreferenceForm } from "../../features/account/components/language-preference-form";
import { NotificationPreferencesForm } from "../../features/account/components/notification-preferences-form";
import { calendarFeedAction } from "../../features/account/server/calendar-feed-action.server";
import { loadCalendarFeed } from "../../features/account/server/load-calendar-feed.server";
import { loadNotificationPreferences } from "../../features/account/server/load-notification-preferences.server";
import { notificationSettingsAction } from "../../features/account/server/notification-settings-action.server";
import { currentUser } from "../../features/auth/server/guards.server";
import { formClientAction } from "../../lib/forms/client-action";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import { formIntent } from "../../lib/forms/submit-to-api.server";
import { pageMetaData } from "../../lib/i18n/page-meta-data.server";
import type { Route } from "./+types/notifications";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description, { noindex: true }) : [];

/**
 * The preferences, the types that can reach this person (a student sees no admin or teaching types)
 * and the account's language (issue 39).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [data, calendar, user, messages] = await Promise.all([
    loadNotificationPreferences(context),
    loadCalendarFeed(context),
    currentUser(context),
    pageMetaData(
      context,
      ["shell", "account"],
      msg`Notification settings`,
      msg`Choose which updates also reach you by email.`,
    ),
  ]);
  return {
    preferences: data,
    calendar,
    types: notificationTypesFor(user?.roles ?? []),
    language: user?.language ?? null,
    ...messages,
  };
}

export async function action(args: Route.ActionArgs) {
  if ((await formIntent(args.request)) === "calendar") return calendarFeedAction(args);
  const user = await currentUser(args.context);
  return notificationSettingsAction(args, notificationTypesFor(user?.roles ?? []));
}
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

export default function NotificationSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { preferences, calendar, types, language } = loaderData;
  const said = actionData as
    | { result?: SubmissionResult<string[]>; calendarResult?: SubmissionResult<string[]> }
    | undefined;
  const { t } = useLingui();
  return (
    <Container size="prose" className="py-12 sm:py-16">
      <PageHeader
        eyebrow={t`Settings`}
        title={t`Notification settings`}
        description={t`Choose which updates also reach you by email.`}
      />
      <Card className="mt-10">
        <NotificationPreferencesForm initial={preferences} types={types} lastResult={said?.result} />
      </Card>
      <Card className="mt-8">
        <CalendarFeedCard feed={calendar} lastResult={said?.calendarResult} />
      </Card>
      <Card className="mt-8">
        <LanguagePreferenceForm language={language} />
      </Card>
    </Container>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
