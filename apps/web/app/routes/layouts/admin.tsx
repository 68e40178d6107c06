import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Activity, ClipboardCheck, Flag, Inbox, Newspaper, ShieldAlert, UserCheck } from "lucide-react";
import { Link, NavLink, Outlet } from "react-router";
import { FlashBanner } from "../../components/layout/flash-banner";
import { LogoLink } from "../../components/layout/logo-link";
import { cx } from "../../components/ui";
import { requireAdmin } from "../../features/auth/server/guards.server";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import type { Route } from "./+types/admin";

const adminNav = [
  { to: "/admin/performance", label: msg`Performance`, icon: Activity },
  { to: "/admin/class-requests", label: msg`Class requests`, icon: ClipboardCheck },
  { to: "/admin/user-approvals", label: msg`User approvals`, icon: UserCheck },
  { to: "/admin/reports", label: msg`Reports`, icon: Flag },
  { to: "/admin/incidents", label: msg`Safety incidents`, icon: ShieldAlert },
  { to: "/admin/articles", label: msg`Articles`, icon: Newspaper },
  { to: "/admin/feedback", label: msg`Feedback`, icon: Inbox },
];

/** docs/product.md#pages admin guard: signed out -> /login?redirect=..., signed in without admin -> the 403 screen. */
export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return null;
}

/** Admin layout: a sidebar with the administrator's pages beside the page. */
export default function AdminLayout() {
  const { t, i18n } = useLingui();
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="border-b border-iron-800 bg-iron-900 px-5 py-5 lg:min-h-dvh lg:border-r lg:border-b-0 lg:py-8">
        <LogoLink />
        <p className="mt-2 text-xs font-semibold tracking-widest text-ember-400 uppercase">
          <Trans>Administration</Trans>
        </p>
        <nav aria-label={t`Administration`} className="mt-6">
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {adminNav.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cx(
                      "flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-iron-800",
                      isActive ? "bg-iron-800 text-ember-300" : "text-iron-200",
                    )
                  }
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {i18n._(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/" className="mt-6 hidden text-sm text-iron-400 hover:text-ember-300 hover:underline lg:block">
          <Trans>← Back to the site</Trans>
        </Link>
      </aside>
      <main id="main" tabIndex={-1} className="px-5 py-10 focus:outline-none sm:px-10">
        <FlashBanner className="mb-6" />
        <Outlet />
      </main>
    </div>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
