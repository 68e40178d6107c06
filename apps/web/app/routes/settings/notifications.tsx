import { notificationTypesFor } from "@guildforge/contracts/notification-audience";
import { pageMeta } from "../../components/seo/page-meta";
import { Card, Container, PageHeader } from "../../components/ui";
import { NotificationPreferencesForm } from "../../features/account/components/notification-preferences-form";
import { loadNotificationPreferences } from "../../features/account/server/load-notification-preferences.server";
import { notificationSettingsAction } from "../../features/account/server/notification-settings-action.server";
import { currentUser } from "../../features/auth/server/guards.server";
import { formClientAction } from "../../lib/forms/client-action";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import type { Route } from "./+types/notifications";

export const meta = () =>
  pageMeta("Notification settings", "Choose which updates also reach you by email.", { noindex: true });

/** The preferences, and the types that can reach this person (a student sees no admin or teaching types). */
export async function loader({ context }: Route.LoaderArgs) {
  const [data, user] = await Promise.all([loadNotificationPreferences(context), currentUser(context)]);
  return { preferences: data, types: notificationTypesFor(user?.roles ?? []) };
}

export async function action(args: Route.ActionArgs) {
  const user = await currentUser(args.context);
  return notificationSettingsAction(args, notificationTypesFor(user?.roles ?? []));
}
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

export default function NotificationSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { preferences, types } = loaderData;
  return (
    <Container size="prose" className="py-12 sm:py-16">
      <PageHeader
        eyebrow="Settings"
        title="Notification settings"
        description="Choose which updates also reach you by email."
      />
      <Card className="mt-10">
        <NotificationPreferencesForm initial={preferences} types={types} lastResult={actionData?.result} />
      </Card>
    </Container>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
