import { Outlet } from "react-router";
import { SiteFooter } from "../../components/layout/site-footer";
import { SiteHeader } from "../../components/layout/site-header";
import { AccountMenu } from "../../features/auth/components/account-menu";
import { useSessionUser } from "../../features/auth/hooks/use-session-user";
import { NotificationBell } from "../../features/notifications/components/notification-bell";
import { LiveStatusIndicator } from "../../features/realtime/components/live-status-indicator";

/** Default layout: header with main navigation, the page, and the footer linking every public page. */
export default function DefaultLayout() {
  const user = useSessionUser();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader
        account={
          user ? (
            <>
              <LiveStatusIndicator />
              <NotificationBell />
              <AccountMenu user={user} />
            </>
          ) : undefined
        }
      />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
