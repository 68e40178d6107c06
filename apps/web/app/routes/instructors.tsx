import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLoaderData } from "react-router";
import { SpriteIcon } from "../components/icons/sprite";
import { useThemeInSentence } from "../components/themes/theme-name";
import { buttonClasses, Container, EmptyState, PageHeader } from "../components/ui";
import { InstructorCard } from "../features/instructors/components/instructor-card";
import { ThemeFilter } from "../features/instructors/components/theme-filter";
import { loadInstructors } from "../features/instructors/server/load-instructors.server";
import { pageMetaData } from "../lib/i18n/page-meta-data.server";
import { translatedMeta } from "../lib/i18n/page-meta-text";
import type { Route } from "./+types/instructors";

export const meta = translatedMeta;

const description = msg`Meet the working smiths who teach on Guildforge: bladesmiths, farriers, toolmakers and architectural blacksmiths.`;

/** Server-rendered list of approved instructors; `?theme=` filters it (unknown themes are ignored). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [list, messages] = await Promise.all([
    loadInstructors(request, context),
    pageMetaData(context, ["shell", "instructors"], msg`Instructors`, description),
  ]);
  return { ...list, ...messages };
}

export default function InstructorsPage() {
  const { instructors, total, theme } = useLoaderData<typeof loader>();
  const themeName = useThemeInSentence();
  const { t, i18n } = useLingui();
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader eyebrow={t`Community`} title={t`Instructors`} description={i18n._(description)} />
      <div className="mt-8 flex flex-wrap items-end justify-between gap-4">
        <ThemeFilter key={theme ?? "all"} current={theme} />
        <p className="text-sm text-iron-400" aria-live="polite">
          {theme
            ? t`${plural(total, { one: "# instructor teaching", other: "# instructors teaching" })} ${themeName(theme)}`
            : t`${plural(total, { one: "# instructor", other: "# instructors" })}`}
        </p>
      </div>
      {instructors.length ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {instructors.map((instructor) => (
            <li key={instructor.id}>
              <InstructorCard instructor={instructor} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          className="mt-8"
          icon={<SpriteIcon name="hammer" />}
          title={theme ? t`No ${themeName(theme)} instructors yet` : t`No instructors yet`}
          description={t`The guild is growing. Know your way around an anvil?`}
          actions={
            <Link to="/become-instructor" className={buttonClasses("primary")}>
              <Trans>Apply to teach</Trans>
            </Link>
          }
        />
      )}
    </Container>
  );
}
