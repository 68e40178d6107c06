import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { pageMeta } from "../../components/seo/page-meta";
import { buttonClasses, Container, FormAlert, PageHeader } from "../../components/ui";
import { requireVerifiedUser } from "../../features/auth/server/guards.server";
import { ClassForm } from "../../features/classes/form/class-form";
import { forgeGroups } from "../../features/classes/form/forge-groups";
import { createClassAction } from "../../features/classes/server/class-actions.server";
import { loadMyVenues, requireClassManager } from "../../features/classes/server/load-manage.server";
import { formClientAction } from "../../lib/forms/client-action";
import { useFormPending } from "../../lib/forms/contract-form";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import { pageMetaData } from "../../lib/i18n/page-meta-data.server";
import type { Route } from "./+types/create";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireVerifiedUser(args);
  await requireClassManager(user, args.context);
  const [venues, texts] = await Promise.all([
    loadMyVenues(args.context),
    pageMetaData(
      args.context,
      ["shell", "classes"],
      msg`Create a class`,
      msg`Instructors and hosts set up a class: what you will forge, when, where and for how many students.`,
    ),
  ]);
  return { forges: forgeGroups(venues, user), ...texts };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.meta.title ?? "", loaderData?.meta.description ?? "", { noindex: true });

/** The class form posts here, with or without JavaScript (decision 535): list rows, then "Save draft". */
export const action = async (args: Route.ActionArgs) => createClassAction(args, await requireVerifiedUser(args));
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

export default function ClassesCreatePage({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useFormPending();
  const { t } = useLingui();
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader
        eyebrow={t`Teaching`}
        title={t`Create a class`}
        description={t`Save a draft first; add a cover photo, preview it and publish from the next page.`}
      />
      {loaderData.forges.length === 0 ? (
        <FormAlert tone="info" className="mt-8 flex flex-wrap items-center justify-between gap-3">
          <span>
            <Trans>
              You have no forge yet: a class needs the forge it happens at. Add yours, or accept a host's invitation to
              teach at theirs.
            </Trans>
          </span>
          <Link to="/dashboard/forges/new" className={buttonClasses("primary", "sm")}>
            <Trans>Add a forge first</Trans>
          </Link>
        </FormAlert>
      ) : null}
      <div className="mt-10">
        <ClassForm forges={loaderData.forges} lastResult={actionData?.result} pending={pending} />
      </div>
    </Container>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
