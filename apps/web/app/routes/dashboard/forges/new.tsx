import { useNavigate } from "react-router";
import { pageMeta } from "../../../components/seo/page-meta";
import { PageHeader } from "../../../components/ui";
import { requireVerifiedUser } from "../../../features/auth/server/guards.server";
import { VenueForm } from "../../../features/venues/form/venue-form";
import { loadLocationGroups, requireForgeManager } from "../../../features/venues/server/forges.server";
import type { Route } from "./+types/new";

export async function loader(args: Route.LoaderArgs) {
  requireForgeManager(await requireVerifiedUser(args));
  return { locations: await loadLocationGroups(args.context) };
}

export const meta = () =>
  pageMeta("Add a forge", "List the forge you teach at: address, equipment, safety gear and access.", {
    noindex: true,
  });

export default function NewForgePage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-10 px-5 py-12 sm:px-8 sm:py-16">
      <PageHeader
        eyebrow="Your forges"
        title="Add a forge"
        description="Save the details first; add photos on the next page."
      />
      <VenueForm
        locations={loaderData.locations}
        onSaved={(saved) => navigate(`/dashboard/forges/${saved.id}/edit?created=1`)}
      />
    </div>
  );
}
