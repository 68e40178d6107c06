import { rostersResponseSchema } from "@guildforge/contracts";
import { Users } from "lucide-react";
import { Form, Link, useLoaderData, useSubmit } from "react-router";
import { pageMeta } from "../../components/seo/page-meta";
import { Button, EmptyState, Field, PageHeader, Select } from "../../components/ui";
import { useSessionUser } from "../../features/auth/hooks/use-session-user";
import { RosterTable } from "../../features/manage/components/roster-table";
import { MessageButton } from "../../features/messages/components/compose-dialog";
import { loadJson } from "../../lib/server-api/api-json.server";
import type { Route } from "./+types/students";

export const meta = () => pageMeta("Manage students", "Rosters for the classes you teach or host.", { noindex: true });

/** Rosters per class (`?class_id=` picks one; default: the first class with students). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { data } = await loadJson(context, "/api/manage/students", rostersResponseSchema);
  const raw = Number(new URL(request.url).searchParams.get("class_id"));
  const chosen = data.find((r) => r.class.id === raw) ?? data.find((r) => r.students.length > 0) ?? data[0] ?? null;
  const classes = data.map((r) => ({ id: r.class.id, title: r.class.title, accepted: r.students.length }));
  return { classes, roster: chosen };
}

export default function ManageStudentsPage() {
  const { classes, roster } = useLoaderData<typeof loader>();
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
          <RosterTable
            roster={roster}
            renderMessage={(student) => (
              <MessageButton to={student} classItem={roster.class} viewerId={viewerId} variant="ghost" size="sm" />
            )}
          />
        </>
      ) : (
        <EmptyState
          icon={<Users aria-hidden="true" />}
          title="No classes yet"
          description="Rosters appear here once you teach or host a class."
        />
      )}
    </div>
  );
}
