import { adminFeedbackListResponseSchema, feedbackKindSchema, feedbackStatusSchema } from "@guildforge/contracts";
import { Inbox } from "lucide-react";
import { Link, useLoaderData } from "react-router";
import { pageMeta } from "../../components/seo/page-meta";
import { EmptyState, PageHeader } from "../../components/ui";
import { FeedbackCard } from "../../features/feedback/components/admin/feedback-card";
import { InboxFilters } from "../../features/feedback/components/admin/inbox-filters";
import { liveHandle } from "../../lib/live-data/live-handle";
import { liveTopics } from "../../lib/live-data/live-topics";
import { loadJson } from "../../lib/server-api/api-json.server";
import type { Route } from "./+types/feedback";

/** A new item (feedback_received, to every admin) reloads the inbox (decision 525). */
export const handle = liveHandle([liveTopics.adminFeedback]);

export const meta = () =>
  pageMeta("Feedback inbox", "Bug reports, feature requests and contact messages.", { noindex: true });

/** The admin guard is on the admin layout; the API checks the role again. `?kind=&status=&cursor=`, newest first. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const kind = feedbackKindSchema.safeParse(params.get("kind"));
  const status = feedbackStatusSchema.safeParse(params.get("status"));
  const query = new URLSearchParams();
  if (kind.success) query.set("kind", kind.data);
  if (status.success) query.set("status", status.data);
  const cursor = params.get("cursor");
  const apiQuery = new URLSearchParams(query);
  if (cursor) apiQuery.set("cursor", cursor);
  const { data, meta } = await loadJson(context, `/api/admin/feedback?${apiQuery}`, adminFeedbackListResponseSchema);
  const next = meta.next_cursor
    ? `?${new URLSearchParams({ ...Object.fromEntries(query), cursor: meta.next_cursor })}`
    : null;
  const focus = Number(params.get("item")) || null;
  return {
    items: data,
    total: meta.total,
    kind: kind.success ? kind.data : undefined,
    status: status.success ? status.data : undefined,
    next,
    focus,
  };
}

export default function AdminFeedbackPage() {
  const { items, total, kind, status, next, focus } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        eyebrow="Administration"
        title="Feedback inbox"
        description="Bug reports from the widget and /bug-report, ideas from /feature-request and messages from /contact, newest first. Set a status as you work through them, and reply by email."
      />
      <InboxFilters kind={kind} status={status} />
      <p className="mt-6 text-sm text-iron-400">
        {total} {total === 1 ? "item" : "items"}
      </p>
      {items.length ? (
        <ul className="mt-4 space-y-6">
          {items.map((item) => (
            <li key={`${item.id}-${item.status}`}>
              <FeedbackCard initial={item} focused={item.id === focus} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          className="mt-8"
          icon={<Inbox aria-hidden="true" />}
          title="Nothing here"
          description="New bug reports, ideas and contact messages appear here."
        />
      )}
      {next ? (
        <p className="mt-8">
          <Link to={next} className="text-ember-400 underline">
            Older items
          </Link>
        </p>
      ) : null}
    </div>
  );
}
