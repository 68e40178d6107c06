import type { ClassDetail } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { AlertTriangle, CalendarCheck, Undo2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useThemeName } from "../../../components/themes/theme-name";
import { formatDate } from "../../../lib/format-date";
import { useLocale } from "../../../lib/locale";
import type { ClassCardView } from "../lib/card-view";
import { ClassGrid } from "./class-grid";

type Item = { related: ClassCardView[] } & Pick<
  ClassDetail,
  | "status"
  | "theme"
  | "cancel_reason"
  | "cancelled_at"
  | "ends_at"
  | "my_application"
  | "my_withdrawn_at"
  | "instructor"
>;

/**
 * What became of a class the viewer reached (decision 521): cancelled (when, why, what happened to
 * their seat, similar classes nearby), taken place (the instructor's and the theme's next classes),
 * or withdrawn from by the viewer. Null for a class one can simply book.
 */
export function ClassStateNotice({ item }: { item: Item }) {
  const themeName = useThemeName();
  const locale = useLocale();
  const { t } = useLingui();
  // Mid-sentence a theme is lower case in English and French; German keeps its nouns capitalised.
  const name = themeName(item.theme);
  const theme = locale.startsWith("de") ? name : name.toLowerCase();
  const cancelledOn = item.cancelled_at ? formatDate(item.cancelled_at, locale) : "";
  const lastSessionOn = item.ends_at ? formatDate(item.ends_at, locale) : "";
  const withdrawnOn = item.my_withdrawn_at ? formatDate(item.my_withdrawn_at, locale) : "";
  if (item.status === "cancelled") {
    const applied = item.my_application?.status === "cancelled";
    return (
      <section aria-labelledby="class-state" className="mb-8 space-y-6">
        <div className="flex gap-3 rounded-lg border border-danger-400/40 bg-danger-900 p-5 text-danger-300">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          <div className="space-y-2">
            <h2 id="class-state" className="text-xl font-semibold text-iron-100">
              {item.cancelled_at ? (
                <Trans>
                  This class was cancelled on{" "}
                  <time dateTime={item.cancelled_at} suppressHydrationWarning>
                    {cancelledOn}
                  </time>
                </Trans>
              ) : (
                <Trans>This class was cancelled</Trans>
              )}
            </h2>
            {item.cancel_reason ? (
              <p>
                <span className="font-semibold text-iron-100">
                  <Trans>Why:</Trans>{" "}
                </span>
                <span data-user-content="">{item.cancel_reason}</span>
              </p>
            ) : null}
            {applied ? (
              <p className="text-iron-100">
                <Trans>
                  Your application was cancelled with the class and your seat released. No payment was taken.
                </Trans>
              </p>
            ) : null}
            <Link to={`/classes?theme=${item.theme}`} className="inline-block font-semibold underline">
              <Trans>Find another {theme} class</Trans>
            </Link>
          </div>
        </div>
        <Alternatives id="similar-classes" title={t`Similar ${theme} classes nearby`} item={item} />
      </section>
    );
  }
  if (item.status === "completed") {
    const instructorName = item.instructor.name;
    return (
      <section aria-labelledby="class-state" className="mb-8 space-y-6">
        <div className="flex gap-3 rounded-lg border border-iron-700 bg-iron-900 p-5 text-iron-300">
          <CalendarCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-ember-300" />
          <div className="space-y-2">
            <h2 id="class-state" className="text-xl font-semibold text-iron-100">
              <Trans>This class has taken place</Trans>
            </h2>
            {item.ends_at ? (
              <p>
                <Trans>
                  Its last session was on{" "}
                  <time dateTime={item.ends_at} suppressHydrationWarning>
                    {lastSessionOn}
                  </time>
                  .
                </Trans>
              </p>
            ) : null}
          </div>
        </div>
        <Alternatives
          id="next-classes"
          title={
            <Trans>
              Upcoming classes by <span data-user-content="">{instructorName}</span> and other {theme} classes
            </Trans>
          }
          item={item}
        />
      </section>
    );
  }
  if (item.status === "published" && item.my_withdrawn_at) {
    return (
      <p role="status" className="mb-8 flex gap-3 rounded-lg border border-iron-700 bg-iron-900 p-4 text-iron-200">
        <Undo2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          <Trans>
            You withdrew your application on{" "}
            <time dateTime={item.my_withdrawn_at} suppressHydrationWarning>
              {withdrawnOn}
            </time>
            . You can apply again below.
          </Trans>
        </span>
      </p>
    );
  }
  return null;
}

/** The classes offered instead, or where to look when there are none. */
function Alternatives({ id, title, item }: { id: string; title: ReactNode; item: Item }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-semibold text-iron-100">
        {title}
      </h2>
      {item.related.length > 0 ? (
        <div className="mt-4">
          <ClassGrid items={item.related} headingLevel="h3" />
        </div>
      ) : (
        <p className="mt-2 text-iron-300">
          <Trans>No upcoming classes like it yet.</Trans>{" "}
          <Link to="/classes" className="font-semibold text-ember-300 underline">
            <Trans>Browse all classes</Trans>
          </Link>
        </p>
      )}
    </section>
  );
}

/** The page shows the alternatives in the notice instead of at its foot. */
export const showsAlternativesInNotice = (status: string) => status === "cancelled" || status === "completed";
