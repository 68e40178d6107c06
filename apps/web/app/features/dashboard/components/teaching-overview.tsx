import type { Dashboard } from "@guildforge/contracts";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Flame, Inbox, Plus } from "lucide-react";
import { Link } from "react-router";
import { SpriteIcon } from "../../../components/icons/sprite";
import { buttonClasses, Card, EmptyState } from "../../../components/ui";
import { formatClassDateTime } from "../../../lib/format-date";
import { classStatusLabels, labelFor } from "../../../lib/i18n/labels";
import { useLocale } from "../../../lib/locale";
import { useLoadMoreTeaching } from "../api/list-teaching-classes";
import { DashboardSection } from "./dashboard-section";
import { SeatsBar } from "./seats-bar";

type Teaching = NonNullable<Dashboard["teaching"]>;

/** Instructor / host: pending decisions, next sessions, and each class with its seats filled. */
export function TeachingOverview({ teaching }: { teaching: Teaching }) {
  const locale = useLocale();
  const { t, i18n } = useLingui();
  const pending = teaching.pending_decisions;
  const { items, cursor, loading, loadMore } = useLoadMoreTeaching(teaching.classes, teaching.classes_next_cursor);
  return (
    <div className="space-y-10">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Card className="flex items-center gap-4 p-5">
          <Inbox aria-hidden="true" className="size-8 shrink-0 text-ember-400" />
          <div>
            <p className="text-3xl font-semibold text-iron-100" data-testid="pending-decisions">
              {pending}
            </p>
            <Link to="/manage/applications?status=pending" className="text-ember-300 underline">
              {t`${plural(pending, { one: "application waits for your decision", other: "applications wait for your decision" })}`}
            </Link>
          </div>
        </Card>
        <Card className="flex items-center gap-4 p-5">
          <Plus aria-hidden="true" className="size-8 shrink-0 text-ember-400" />
          <div className="space-y-1">
            <p className="text-iron-200">
              <Trans>Teach something new</Trans>
            </p>
            <Link to="/classes/create" className={buttonClasses("primary", "sm")}>
              <Trans>Create a class</Trans>
            </Link>
          </div>
        </Card>
        <Card className="flex items-center gap-4 p-5">
          <Flame aria-hidden="true" className="size-8 shrink-0 text-ember-400" />
          <div className="space-y-1">
            <p className="text-iron-200">
              <Trans>Where you teach</Trans>
            </p>
            <Link to="/dashboard/forges" className={buttonClasses("secondary", "sm")}>
              <Trans>Your forges</Trans>
            </Link>
          </div>
        </Card>
      </div>

      <DashboardSection id="next-sessions" title={t`Next sessions`}>
        {teaching.next_sessions.length ? (
          <ol className="divide-y divide-iron-800 rounded-lg border border-iron-700 bg-iron-850">
            {teaching.next_sessions.map((s) => (
              <li key={`${s.class_id}-${s.starts_at}`} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
                <SpriteIcon name="calendar-days" className="size-5 text-iron-400" />
                <time dateTime={s.starts_at} className="w-64 text-sm font-semibold text-iron-200">
                  {formatClassDateTime(s.starts_at, s.time_zone, locale)}
                </time>
                <Link to={s.url} className="text-iron-100 hover:text-ember-300 hover:underline" data-user-content="">
                  {s.title}
                </Link>
                <Link to={s.check_in_url} className={buttonClasses("secondary", "sm", "sm:ml-auto")}>
                  <Trans>Check-in</Trans>
                </Link>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-iron-300">
            <Trans>No sessions scheduled.</Trans>
          </p>
        )}
      </DashboardSection>

      <DashboardSection
        id="your-classes"
        title={t`Your classes`}
        action={
          <Link to="/manage/students" className="text-sm text-ember-300 underline">
            <Trans>Rosters</Trans>
          </Link>
        }
      >
        {items.length ? (
          <>
            <ul className="grid gap-4 md:grid-cols-2">
              {items.map((c) => (
                <li key={c.class.id}>
                  <Card className="space-y-3 p-5" data-testid="teaching-class">
                    <h3 className="text-lg font-semibold text-iron-100">
                      <Link to={c.class.url} className="hover:text-ember-300 hover:underline" data-user-content="">
                        {c.class.title}
                      </Link>
                    </h3>
                    <p className="text-sm text-iron-300">
                      {c.next_session ? (
                        <Trans>
                          Next:{" "}
                          <time dateTime={c.next_session.starts_at}>
                            {formatClassDateTime(c.next_session.starts_at, c.next_session.time_zone, locale)}
                          </time>
                        </Trans>
                      ) : (
                        <Trans>No upcoming session</Trans>
                      )}
                      {c.class.status !== "published" ? ` · ${labelFor(i18n, classStatusLabels, c.class.status)}` : ""}
                    </p>
                    <SeatsBar filled={c.seats_filled} capacity={c.class.capacity} />
                    <p className="text-sm">
                      <Link
                        to={`/manage/applications?class_id=${c.class.id}&status=pending`}
                        className="text-ember-300 underline"
                      >
                        <Trans>{c.pending_count} pending</Trans>
                      </Link>
                      <span className="text-iron-300">
                        {" · "}
                        <Trans>{c.waitlisted_count} waitlisted</Trans>
                      </span>
                    </p>
                  </Card>
                </li>
              ))}
            </ul>
            {cursor ? (
              <div className="mt-6 flex flex-col items-center gap-2">
                <p className="text-sm text-iron-300">
                  <Trans>
                    Showing {items.length} of {teaching.classes_total} classes
                  </Trans>
                </p>
                <Link
                  to={`/dashboard?${new URLSearchParams({ cursor })}`}
                  className={buttonClasses("secondary")}
                  aria-disabled={loading}
                  onClick={(event) => {
                    event.preventDefault();
                    if (!loading) void loadMore();
                  }}
                >
                  {loading ? t`Loading…` : t`Load more classes`}
                </Link>
              </div>
            ) : null}
          </>
        ) : (
          <EmptyState
            as="h3"
            title={t`No classes yet`}
            description={t`Create your first class: students can apply as soon as it is published.`}
            actions={
              <Link to="/classes/create" className={buttonClasses("primary")}>
                <Trans>Create a class</Trans>
              </Link>
            }
          />
        )}
      </DashboardSection>
    </div>
  );
}
