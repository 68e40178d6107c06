import { notificationPreferencesResponseSchema } from "@guildforge/contracts";
import { notificationTypesFor } from "@guildforge/contracts/notification-audience";
import { useLoaderData } from "react-router";
import { pageMeta } from "../../components/seo/page-meta";
import { Card, Container, PageHeader } from "../../components/ui";
import { NotificationPreferencesForm } from "../../features/account/components/notification-preferences-form";
import { currentUser } from "../../features/auth/server/guards.server";
import { loadJson } from "../../lib/server-api/api-json.server";
import type { Route } from "./+types/notifications";

export const meta = () =>
  pageMeta("Notification settings", "Choose which updates also reach you by email.", { noindex: true });

/** The preferences, and the types that can reach this person (a student sees no admin or teaching types). */
export async function loader({ context }: Route.LoaderArgs) {
  const [{ data }, user] = await Promise.all([
    loadJson(context, "/api/user/notification-preferences", notificationPreferencesResponseSchema),
    currentUser(context),
  ]);
  return { preferences: data, types: notificationTypesFor(user?.roles ?? []) };
}

export default function NotificationSettingsPage() {
  const { preferences, types } = useLoaderData<typeof loader>();
  return (
    <Container size="prose" className="py-12 sm:py-16">
      <PageHeader
        eyebrow="Settings"
        title="Notification settings"
        description="Choose which updates also reach you by email."
      />
      <Card className="mt-10">
        <NotificationPreferencesForm initial={preferences} types={types} />
      </Card>
    </Container>
  );
}
