import type { Roster } from "@guildforge/contracts";
import { Form, Link, useLoaderData, useSubmit } from "react-router";
import { SpriteIcon } from "../../components/icons/sprite";
import { pageMeta } from "../../components/seo/page-meta";
import { Button, buttonClasses, EmptyState, Field, PageHeader, Select } from "../../components/ui";
import { useSessionUser } from "../../features/auth/hooks/use-session-user";
import { useLoadMoreRoster } from "../../features/manage/api/list-roster";
import { RosterTable } from "../../features/manage/components/roster-table";
import { loadRoster } from "../../features/manage/server/load-roster.server";
import { MessageButton } from "../../features/messages/components/compose-dialog";
import { classTopics, liveHandle } from "../../lib/live-data/live-handle";
import { liveTopics } from "../../lib/live-data/live-topics";
import type { Route } from "./+types/students";

/** Live events that change this page reload its data (issue 21). */
export const handle = liveHandle((match) => [
  liveTopics.manageApplications,
  ...classTopics((match.loaderData as { classes?: Array<{ id: number }> } | undefined)?.classes),
]);

export const meta = () => pageMeta("Manage students", "Rosters for the classes you teach or host.", { noindex: true });

/** Rosters per class (`?class_id=` picks one; default: the first class with students). */
export const loader = ({ context, request }: Route.LoaderArgs) => loadRoster(request, context);

function PagedRoster({
  roster,
  total,
  nextCursor,
  viewerId,
}: {
  roster: Roster;
  total: number;
  nextCursor: string | null;
  viewerId: number | null;
}) {
  const { items, cursor, loading, loadMore } = useLoadMoreRoster(roster.class.id, roster.students, nextCursor);
  const viewerVerified = !!useSessionUser()?.email_verified_at;
  return (
    <RosterTable
      roster={roster}
      students={items}
      total={total}
      footer={
        cursor ? (
          <div className="flex flex-col items-center gap-2 pt-2">
            <p className="text-sm text-iron-300">
              Showing {items.length} of {total} students
            </p>
            <Link
              to={`/manage/students?${new URLSearchParams({ class_id: String(roster.class.id), cursor })}`}
              className={buttonClasses("secondary")}
              aria-disabled={loading}
              onClick={(event) => {
                event.preventDefault();
                if (!loading) void loadMore();
              }}
            >
              {loading ? "Loading…" : "Load more students"}
            </Link>
          </div>
        ) : null
      }
      renderMessage={(student) => (
        <MessageButton
          to={student}
          classItem={roster.class}
          viewerId={viewerId}
          viewerVerified={viewerVerified}
          variant="ghost"
          size="sm"
        />
      )}
    />
  );
}

export default function ManageStudentsPage() {
  const { classes, roster, total, nextCursor } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const viewerId = useSessionUser()?.id ?? null;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-5 py-12 sm:px-8 sm:py-16">
      <PageHeader
        eyebrow="Teaching"
        title="Manage students"
        description={
          <>
            Accepted students per class, with contact details and a CSV export.{" "}
            <Link to="/manage/applications" className="text-ember-300 underline">
              Applications
            </Link>
          </>
        }
      />
      {roster ? (
        <>
          <Form
            method="get"
            autoComplete="off"
            className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
            onChange={(e) => void submit(e.currentTarget)}
          >
            <Field label="Class">
              <Select name="class_id" defaultValue={String(roster.class.id)} key={roster.class.id}>
                {classes.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title} ({c.accepted} accepted)
                  </option>
                ))}
              </Select>
            </Field>
            <Button type="submit" variant="secondary">
              Show roster
            </Button>
          </Form>
          <PagedRoster
            key={roster.class.id}
            roster={roster}
            total={total}
            nextCursor={nextCursor}
            viewerId={viewerId}
          />
        </>
      ) : (
        <EmptyState
          icon={<SpriteIcon name="users" />}
          title="No classes yet"
          description="Rosters appear here once you teach or host a class."
        />
      )}
    </div>
  );
}
