import { pageMeta } from "../../../components/seo/page-meta";
import { PageHeader } from "../../../components/ui";
import { requireVerifiedUser } from "../../../features/auth/server/guards.server";
import { VenueForm } from "../../../features/venues/form/venue-form";
import { saveForgeAction } from "../../../features/venues/server/forge-actions.server";
import { loadLocationGroups, requireForgeManager } from "../../../features/venues/server/forges.server";
import { formClientAction } from "../../../lib/forms/client-action";
import { useFormPending } from "../../../lib/forms/contract-form";
import { notAfterNetworkFailure } from "../../../lib/forms/revalidation";
import type { Route } from "./+types/new";

export async function loader(args: Route.LoaderArgs) {
  requireForgeManager(await requireVerifiedUser(args));
  return { locations: await loadLocationGroups(args.context) };
}

export const meta = () =>
  pageMeta("Add a forge", "List the forge you teach at: address, equipment, safety gear and access.", {
    noindex: true,
  });

/** The forge form posts here, with or without JavaScript (decision 535). */
export const action = async (args: Route.ActionArgs) => saveForgeAction(args, await requireVerifiedUser(args));
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

export default function NewForgePage({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useFormPending();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-10 px-5 py-12 sm:px-8 sm:py-16">
      <PageHeader
        eyebrow="Your forges"
        title="Add a forge"
        description="Save the details first; add photos on the next page."
      />
      <VenueForm locations={loaderData.locations} lastResult={actionData?.result} pending={pending} />
    </div>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
