import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, useRevalidator } from "react-router";
import { pageMeta } from "../../components/seo/page-meta";
import { Card, Container, PageHeader } from "../../components/ui";
import { requireVerifiedUser } from "../../features/auth/server/guards.server";
import { ClassForm } from "../../features/classes/form/class-form";
import { ClassStatusActions } from "../../features/classes/form/class-status-actions";
import { CoverUpload } from "../../features/classes/form/cover-upload";
import { forgeGroups } from "../../features/classes/form/forge-groups";
import { editClassAction, replayedHeader } from "../../features/classes/server/class-actions.server";
import { loadClass } from "../../features/classes/server/load-class.server";
import { loadMyVenues, requireClassManager } from "../../features/classes/server/load-manage.server";
import { formClientAction } from "../../lib/forms/client-action";
import { useFormPending } from "../../lib/forms/contract-form";
import { retriedServerAction } from "../../lib/forms/retried-server-action";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import { pageMetaData } from "../../lib/i18n/page-meta-data.server";
import { serverI18n } from "../../lib/i18n/server-i18n.server";
import type { Route } from "./+types/edit";
import { isClassIdSegment } from "./class-path";

export async function loader(args: Route.LoaderArgs) {
  const { params, request, context } = args;
  if (!isClassIdSegment(params.id)) {
    throw data({ message: `Page not found: ${new URL(request.url).pathname}` }, { status: 404 });
  }
  const user = await requireVerifiedUser(args);
  await requireClassManager(user, context);
  const id = Number.parseInt(params.id, 10);
  const [item, venues, catalogs] = await Promise.all([
    loadClass(context, id),
    loadMyVenues(context),
    pageMetaData(
      context,
      ["shell", "classes"],
      msg`Edit class`,
      msg`Change a class's details, sessions, venue or price.`,
    ),
  ]);
  if (!item.can_manage) {
    const i18n = await serverI18n(context, ["shell"]);
    throw data(
      { message: i18n._(msg`Only this class's instructor, its host or an admin can edit it.`) },
      { status: 403 },
    );
  }
  return { item, venues, viewer: { id: user.id, roles: user.roles }, ...catalogs };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.meta.title ?? "", loaderData?.meta.description ?? "", { noindex: true });

/** The class form ("Save changes", list rows), publish and cancel, and the cover without JavaScript (decision 535). */
export const action = async (args: Route.ActionArgs) => editClassAction(args, await requireVerifiedUser(args));
/**
 * With JavaScript: a send whose answer is lost is sent again (2 retries, the same key: the API
 * writes once), and the SPEC's toasts for what cannot reach the server or is refused as a whole.
 */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  formClientAction(retriedServerAction(request, () => serverAction()));

/** A status form's answer that the API replayed says so (the retry of a send whose answer was lost). */
export const headers: Route.HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const out = new Headers(parentHeaders);
  const replayed = actionHeaders.get(replayedHeader);
  if (replayed) out.set(replayedHeader, replayed);
  return out;
};

/** The cover's form posts its file here (multipart; apps/server/src/web/page-form-body.ts). */
export const handle = { formFiles: true };

export default function EditClassPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  const pending = useFormPending();
  const { t } = useLingui();
  const id = item.id;
  const title = item.title;
  // The cover's upload with JavaScript calls the API itself: the page reads the class again.
  const { revalidate } = useRevalidator();
  const forges = forgeGroups(loaderData.venues, loaderData.viewer, item.venue);
  return (
    <Container size="wide" className="py-10 sm:py-14">
      <PageHeader
        eyebrow={t`Class #${id}`}
        title={
          <Trans>
            Edit: <span data-user-content="">{title}</span>
          </Trans>
        }
        description={t`Changes to sessions, forge or price of a published class are sent to its applicants.`}
      />
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ClassForm
          key={item.id}
          item={item}
          forges={forges}
          lastResult={actionData?.intent === "save" && "result" in actionData ? actionData.result : null}
          pending={pending}
        />
        <aside className="space-y-6 lg:sticky lg:top-6 lg:self-start" aria-label={t`Publishing`}>
          <ClassStatusActions item={item} />
          <Card>
            <h2 className="text-xl font-semibold text-iron-100">
              <Trans>Cover image</Trans>
            </h2>
            <div className="mt-4">
              <CoverUpload
                item={item}
                onSaved={() => void revalidate()}
                refused={actionData && "upload" in actionData ? actionData.upload : null}
              />
            </div>
          </Card>
        </aside>
      </div>
    </Container>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
