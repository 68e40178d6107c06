import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Flame, Plus } from "lucide-react";
import { Link } from "react-router";
import { pageMeta } from "../../../components/seo/page-meta";
import { buttonClasses, EmptyState, PageHeader } from "../../../components/ui";
import { requireVerifiedUser } from "../../../features/auth/server/guards.server";
import { ForgeCard } from "../../../features/venues/components/forge-card";
import { loadMyForges, requireForgeManager } from "../../../features/venues/server/forges.server";
import { pageI18n } from "../../../lib/i18n/page-i18n.server";
import type { Route } from "./+types/list";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireVerifiedUser(args);
  await requireForgeManager(user, args.context);
  const [forges, { messages, i18n }] = await Promise.all([
    loadMyForges(args.context),
    pageI18n(args.context, ["venues"]),
  ]);
  const meta = {
    title: i18n._(msg`Your forges`),
    description: i18n._(msg`The forges you host classes at: details, equipment and photos.`),
  };
  return { forges, userId: user.id, isAdmin: user.roles.includes("admin"), messages, meta };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.meta.title ?? "", loaderData?.meta.description ?? "", { noindex: true });

export default function ForgesListPage({ loaderData }: Route.ComponentProps) {
  const { forges, userId, isAdmin } = loaderData;
  const { t } = useLingui();
  const addLink = (
    <Link to="/dashboard/forges/new" className={buttonClasses("primary")}>
      <Plus aria-hidden="true" /> <Trans>Add a forge</Trans>
    </Link>
  );
  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-5 py-12 sm:px-8 sm:py-16">
      <PageHeader
        eyebrow={t`Teaching`}
        title={t`Your forges`}
        description={
          isAdmin
            ? t`Every forge on Guildforge (you are an admin): edit details, equipment and photos.`
            : t`Where your classes happen. Students see these details, equipment and photos on every class page.`
        }
        actions={
          <>
            {addLink}
            <Link to="/dashboard" className={buttonClasses("ghost")}>
              <Trans>Dashboard</Trans>
            </Link>
          </>
        }
      />
      {forges.length ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {forges.map((v) => (
            <li key={v.id}>
              <ForgeCard venue={v} showOwner={v.owner.id !== userId} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={<Flame aria-hidden="true" />}
          title={t`No forge yet`}
          description={t`Add the forge you teach at: its address, equipment and safety gear appear on your class pages.`}
          actions={addLink}
        />
      )}
    </div>
  );
}
