import type { Venue } from "@guildforge/contracts";
import { useState } from "react";
import { data, Link, useSearchParams } from "react-router";
import { pageMeta } from "../../../components/seo/page-meta";
import { buttonClasses, FormAlert, PageHeader } from "../../../components/ui";
import { requireVerifiedUser } from "../../../features/auth/server/guards.server";
import { VenuePhotosEditor } from "../../../features/venues/components/venue-photos-editor";
import { VenueForm } from "../../../features/venues/form/venue-form";
import {
  loadEditableForge,
  loadLocationGroups,
  requireForgeManager,
} from "../../../features/venues/server/forges.server";
import type { Route } from "./+types/edit";

export async function loader(args: Route.LoaderArgs) {
  const { params, request, context } = args;
  if (!/^[1-9]\d{0,14}$/.test(params.id)) {
    throw data({ message: `Page not found: ${new URL(request.url).pathname}` }, { status: 404 });
  }
  requireForgeManager(await requireVerifiedUser(args));
  const [venue, locations] = await Promise.all([
    loadEditableForge(context, Number(params.id)),
    loadLocationGroups(context),
  ]);
  return { venue, locations };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(
    loaderData ? `Edit ${loaderData.venue.name}` : "Edit forge",
    "Change a forge's details, equipment and photos.",
    {
      noindex: true,
    },
  );

export default function EditForgePage({ loaderData }: Route.ComponentProps) {
  const [venue, setVenue] = useState<Venue>(loaderData.venue);
  const [params] = useSearchParams();
  return (
    <div className="mx-auto w-full max-w-7xl space-y-10 px-5 py-12 sm:px-8 sm:py-16">
      <PageHeader
        eyebrow="Your forges"
        title={`Edit: ${venue.name}`}
        description={`${venue.address} · ${venue.location.name}`}
        actions={
          <Link to="/dashboard/forges" className={buttonClasses("secondary", "sm")}>
            All your forges
          </Link>
        }
      />
      {params.get("created") ? (
        <FormAlert tone="success">Forge saved. Add photos so students can see where they will work.</FormAlert>
      ) : null}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <VenueForm venue={venue} locations={loaderData.locations} onSaved={setVenue} />
        <aside className="lg:self-start" aria-label="Forge photos">
          <VenuePhotosEditor venue={venue} onSaved={setVenue} />
        </aside>
      </div>
    </div>
  );
}
