import { Link, useLoaderData } from "react-router";
import { SpriteIcon } from "../components/icons/sprite";
import { pageMeta } from "../components/seo/page-meta";
import { themeName } from "../components/themes/theme-name";
import { buttonClasses, Container, EmptyState, PageHeader } from "../components/ui";
import { InstructorCard } from "../features/instructors/components/instructor-card";
import { ThemeFilter } from "../features/instructors/components/theme-filter";
import { loadInstructors } from "../features/instructors/server/load-instructors.server";
import type { Route } from "./+types/instructors";

export const meta = () =>
  pageMeta(
    "Instructors",
    "Meet the working smiths who teach on Guildforge: bladesmiths, farriers, toolmakers and architectural blacksmiths.",
  );

/** Server-rendered list of approved instructors; `?theme=` filters it (unknown themes are ignored). */
export const loader = ({ context, request }: Route.LoaderArgs) => loadInstructors(request, context);

export default function InstructorsPage() {
  const { instructors, total, theme } = useLoaderData<typeof loader>();
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        eyebrow="Community"
        title="Instructors"
        description="Meet the working smiths who teach on Guildforge: bladesmiths, farriers, toolmakers and architectural blacksmiths."
      />
      <div className="mt-8 flex flex-wrap items-end justify-between gap-4">
        <ThemeFilter key={theme ?? "all"} current={theme} />
        <p className="text-sm text-iron-400" aria-live="polite">
          {total} {total === 1 ? "instructor" : "instructors"}
          {theme ? ` teaching ${themeName(theme).toLowerCase()}` : ""}
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
          title={theme ? `No ${themeName(theme).toLowerCase()} instructors yet` : "No instructors yet"}
          description="The guild is growing. Know your way around an anvil?"
          actions={
            <Link to="/become-instructor" className={buttonClasses("primary")}>
              Apply to teach
            </Link>
          }
        />
      )}
    </Container>
  );
}
