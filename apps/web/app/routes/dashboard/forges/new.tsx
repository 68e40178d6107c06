import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { pageMeta } from "../../../components/seo/page-meta";
import { PageHeader } from "../../../components/ui";
import { requireVerifiedUser } from "../../../features/auth/server/guards.server";
import { VenueForm } from "../../../features/venues/form/venue-form";
import { saveForgeAction } from "../../../features/venues/server/forge-actions.server";
import { loadLocationGroups, requireForgeManager } from "../../../features/venues/server/forges.server";
import { formClientAction } from "../../../lib/forms/client-action";
import { useFormPending } from "../../../lib/forms/contract-form";
import { notAfterNetworkFailure } from "../../../lib/forms/revalidation";
import { pageI18n } from "../../../lib/i18n/page-i18n.server";
import type { Route } from "./+types/new";

export async function loader(args: Route.LoaderArgs) {
  await requireForgeManager(await requireVerifiedUser(args), args.context);
  const [locations, { messages, i18n }] = await Promise.all([
    loadLocationGroups(args.context),
    pageI18n(args.context, ["venues"]),
  ]);
  const meta = {
    title: i18n._(msg`Add a forge`),
    description: i18n._(msg`List the forge you teach at: address, equipment, safety gear and access.`),
  };
  return { locations, messages, meta };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.meta.title ?? "", loaderData?.meta.description ?? "", { noindex: true });

/** The forge form posts here, with or without JavaScript (decision 535). */
export const action = async (args: Route.ActionArgs) => saveForgeAction(args, await requireVerifiedUser(args));
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

export default function NewForgePage({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useFormPending();
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-10 px-5 py-12 sm:px-8 sm:py-16">
      <PageHeader
        eyebrow={t`Your forges`}
        title={t`Add a forge`}
        description={t`Save the details first; add photos on the next page.`}
      />
      <VenueForm locations={loaderData.locations} lastResult={actionData?.result} pending={pending} />
    </div>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
