import { Link, useNavigate } from "react-router";
import { pageMeta } from "../../components/seo/page-meta";
import { buttonClasses, Container, FormAlert, PageHeader } from "../../components/ui";
import { requireVerifiedUser } from "../../features/auth/server/guards.server";
import { ClassForm } from "../../features/classes/form/class-form";
import { forgeGroups } from "../../features/classes/form/forge-groups";
import { loadMyVenues, requireClassManager } from "../../features/classes/server/load-manage.server";
import type { Route } from "./+types/create";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireVerifiedUser(args);
  requireClassManager(user);
  return { forges: forgeGroups(await loadMyVenues(args.context), user) };
}

export const meta = () =>
  pageMeta(
    "Create a class",
    "Instructors and hosts set up a class: what you will forge, when, where and for how many students.",
    { noindex: true },
  );

export default function ClassesCreatePage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader
        eyebrow="Teaching"
        title="Create a class"
        description="Save a draft first; add a cover photo, preview it and publish from the next page."
      />
      {loaderData.forges.length === 0 ? (
        <FormAlert tone="info" className="mt-8 flex flex-wrap items-center justify-between gap-3">
          <span>
            You have no forge yet: a class needs the forge it happens at. Add yours, or accept a host's invitation to
            teach at theirs.
          </span>
          <Link to="/dashboard/forges/new" className={buttonClasses("primary", "sm")}>
            Add a forge first
          </Link>
        </FormAlert>
      ) : null}
      <div className="mt-10">
        <ClassForm forges={loaderData.forges} onSaved={(saved) => navigate(`/classes/${saved.id}/edit?created=1`)} />
      </div>
    </Container>
  );
}
