import { Flame, Plus } from "lucide-react";
import { Link } from "react-router";
import { pageMeta } from "../../../components/seo/page-meta";
import { buttonClasses, EmptyState, PageHeader } from "../../../components/ui";
import { requireVerifiedUser } from "../../../features/auth/server/guards.server";
import { ForgeCard } from "../../../features/venues/components/forge-card";
import { loadMyForges, requireForgeManager } from "../../../features/venues/server/forges.server";
import type { Route } from "./+types/list";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireVerifiedUser(args);
  requireForgeManager(user);
  return { forges: await loadMyForges(args.context), userId: user.id, isAdmin: user.roles.includes("admin") };
}

export const meta = () =>
  pageMeta("Your forges", "The forges you host classes at: details, equipment and photos.", { noindex: true });

export default function ForgesListPage({ loaderData }: Route.ComponentProps) {
  const { forges, userId, isAdmin } = loaderData;
  const addLink = (
    <Link to="/dashboard/forges/new" className={buttonClasses("primary")}>
      <Plus aria-hidden="true" /> Add a forge
    </Link>
  );
  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-5 py-12 sm:px-8 sm:py-16">
      <PageHeader
        eyebrow="Teaching"
        title="Your forges"
        description={
          isAdmin
            ? "Every forge on Guildforge (you are an admin): edit details, equipment and photos."
            : "Where your classes happen. Students see these details, equipment and photos on every class page."
        }
        actions={
          <>
            {addLink}
            <Link to="/dashboard" className={buttonClasses("ghost")}>
              Dashboard
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
          title="No forge yet"
          description="Add the forge you teach at: its address, equipment and safety gear appear on your class pages."
          actions={addLink}
        />
      )}
    </div>
  );
}
