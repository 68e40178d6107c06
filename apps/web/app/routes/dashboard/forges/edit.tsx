import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, Link, useRevalidator } from "react-router";
import { pageMeta } from "../../../components/seo/page-meta";
import { buttonClasses, PageHeader } from "../../../components/ui";
import { requireVerifiedUser } from "../../../features/auth/server/guards.server";
import { VenuePhotosEditor } from "../../../features/venues/components/venue-photos-editor";
import { VenueForm } from "../../../features/venues/form/venue-form";
import {
  addForgePhotoAction,
  deleteForgePhotoAction,
  deletePhotoIntent,
  photoIntent,
  saveForgeAction,
} from "../../../features/venues/server/forge-actions.server";
import {
  loadEditableForge,
  loadLocationGroups,
  requireForgeManager,
} from "../../../features/venues/server/forges.server";
import { formClientAction } from "../../../lib/forms/client-action";
import { useFormPending } from "../../../lib/forms/contract-form";
import { notAfterNetworkFailure } from "../../../lib/forms/revalidation";
import { formIntent } from "../../../lib/forms/submit-to-api.server";
import { pageI18n } from "../../../lib/i18n/page-i18n.server";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";
import type { Route } from "./+types/edit";

export async function loader(args: Route.LoaderArgs) {
  const { params, request, context } = args;
  if (!/^[1-9]\d{0,14}$/.test(params.id)) {
    const path = new URL(request.url).pathname;
    throw data({ message: (await serverI18n(context, ["shell"]))._(msg`Page not found: ${path}`) }, { status: 404 });
  }
  await requireForgeManager(await requireVerifiedUser(args), context);
  const [venue, locations, { messages, i18n }] = await Promise.all([
    loadEditableForge(context, Number(params.id)),
    loadLocationGroups(context),
    pageI18n(context, ["venues"]),
  ]);
  const meta = {
    title: i18n._(msg`Edit ${venue.name}`),
    description: i18n._(msg`Change a forge's details, equipment and photos.`),
  };
  return { venue, locations, messages, meta };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.meta.title ?? "", loaderData?.meta.description ?? "", { noindex: true });

/** The forge form posts here, with or without JavaScript, a photo without it, and a photo's delete (decision 535). */
export async function action(args: Route.ActionArgs) {
  if (!/^[1-9]\d{0,14}$/.test(args.params.id)) throw data({ message: "Page not found." }, { status: 404 });
  const user = await requireVerifiedUser(args);
  const intent = await formIntent(args.request);
  if (intent === photoIntent) return addForgePhotoAction(args, user, Number(args.params.id));
  if (intent === deletePhotoIntent) return deleteForgePhotoAction(args, user, Number(args.params.id));
  return saveForgeAction(args, user, Number(args.params.id));
}
/** The photo's form posts its file here (multipart; apps/server/src/web/page-form-body.ts). */
export const handle = { formFiles: true };
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

export default function EditForgePage({ loaderData, actionData }: Route.ComponentProps) {
  const { venue } = loaderData;
  const pending = useFormPending();
  // The photos editor calls the API itself: the page reads the forge again.
  const { revalidate } = useRevalidator();
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-7xl space-y-10 px-5 py-12 sm:px-8 sm:py-16">
      <PageHeader
        eyebrow={t`Your forges`}
        title={
          <Trans>
            Edit: <span data-user-content="">{venue.name}</span>
          </Trans>
        }
        description={
          <span data-user-content="">
            {venue.address} · {venue.location.name}
          </span>
        }
        actions={
          <Link to="/dashboard/forges" className={buttonClasses("secondary", "sm")}>
            <Trans>All your forges</Trans>
          </Link>
        }
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <VenueForm
          key={venue.id}
          venue={venue}
          locations={loaderData.locations}
          lastResult={actionData && "result" in actionData && !("intent" in actionData) ? actionData.result : undefined}
          pending={pending}
        />
        <aside className="lg:self-start" aria-label={t`Forge photos`}>
          <VenuePhotosEditor
            venue={venue}
            onSaved={() => void revalidate()}
            refused={actionData && "upload" in actionData ? actionData.upload : null}
          />
        </aside>
      </div>
    </div>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
