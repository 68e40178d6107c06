import { Outlet } from "react-router";
import { SiteFooter } from "../../components/layout/site-footer";
import { SiteHeader } from "../../components/layout/site-header";
import { AccountMenu } from "../../features/auth/components/account-menu";
import { useSessionUser } from "../../features/auth/hooks/use-session-user";

/** Default layout: header with main navigation, the page, and the footer linking every public page. */
export default function DefaultLayout() {
  const user = useSessionUser();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader account={user ? <AccountMenu user={user} /> : undefined} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
