import { notificationPreferencesResponseSchema } from "@guildforge/contracts";
import { useLoaderData } from "react-router";
import { pageMeta } from "../../components/seo/page-meta";
import { Card, Container, PageHeader } from "../../components/ui";
import { NotificationPreferencesForm } from "../../features/account/components/notification-preferences-form";
import { loadJson } from "../../lib/server-api/api-json.server";
import type { Route } from "./+types/notifications";

export const meta = () =>
  pageMeta("Notification settings", "Choose which updates also reach you by email.", { noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  return {
    preferences: (await loadJson(context, "/api/user/notification-preferences", notificationPreferencesResponseSchema))
      .data,
  };
}

export default function NotificationSettingsPage() {
  const { preferences } = useLoaderData<typeof loader>();
  return (
    <Container size="prose" className="py-12 sm:py-16">
      <PageHeader
        eyebrow="Settings"
        title="Notification settings"
        description="Choose which updates also reach you by email."
      />
      <Card className="mt-10">
        <NotificationPreferencesForm initial={preferences} />
      </Card>
    </Container>
  );
}
