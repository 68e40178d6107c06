import type { CurrentUser } from "@guildforge/contracts";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Bell, UserRound } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { Link, Outlet } from "react-router";
import { ErrorScreenContent } from "../../components/error-screen/error-screen";
import { describeRouteError } from "../../components/error-screen/route-error";
import { FlashBanner } from "../../components/layout/flash-banner";
import { SiteFooter } from "../../components/layout/site-footer";
import { SiteHeader } from "../../components/layout/site-header";
import { buttonClasses, Container } from "../../components/ui";
import { useSessionUser } from "../../features/auth/hooks/use-session-user";
import { displayName } from "../../features/auth/stores/auth-selectors";
import { BugReportWidget } from "../../features/feedback/components/bug-report-widget";
import { MessagesBadge } from "../../features/messages/components/messages-badge";
import { LiveStatusIndicator } from "../../features/realtime/components/live-status-indicator";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import type { Route } from "./+types/default";

// The account menu and the notification bell are built on Radix menus and popovers; only signed-in
// people see them, so they load on their own and visitors never download them (decision 044).
// Until their chunk has arrived (and always without JavaScript: the streamed markup that replaces
// a Suspense fallback needs a script) they are plain links to the pages they stand for, /profile
// and /notifications, which JavaScript enhances into the menus (issue 38).
const AccountMenu = lazy(() =>
  import("../../features/auth/components/account-menu").then((m) => ({ default: m.AccountMenu })),
);
const NotificationBell = lazy(() =>
  import("../../features/notifications/components/notification-bell").then((m) => ({ default: m.NotificationBell })),
);

/** The bell before (or without) its popover: a link to /notifications. */
function NotificationsLink() {
  return (
    <Link to="/notifications" className={buttonClasses("ghost", "sm", "w-9 px-0")} data-testid="notifications-link">
      <Bell aria-hidden="true" />
      <span className="sr-only">
        <Trans>Notifications</Trans>
      </span>
    </Link>
  );
}

/** The account control before (or without) its menu: the display name, a link to /profile. */
function AccountLink({ user }: { user: CurrentUser }) {
  return (
    <Link
      to="/profile"
      className={buttonClasses("ghost", "sm", "max-w-48 px-2 sm:px-3 md:max-w-64")}
      data-testid="account-link"
    >
      <UserRound aria-hidden="true" />
      {/* On phones the name is for screen readers only, as in the menu's button. */}
      <span className="sr-only sm:not-sr-only sm:truncate" data-user-content>
        {displayName(user)}
      </span>
    </Link>
  );
}

/**
 * Default layout: header with main navigation, the page, the footer linking every public page, and
 * the floating bug-report button (the bottom padding keeps the footer's last line clear of it).
 */
export default function DefaultLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/**
 * An error in any page of this layout (an unknown URL, a class that does not exist, a failed
 * loader) shows the error screen inside the same header, account menu and footer, so the way on
 * is where it always is (decision 521). The root's boundary remains for errors above the layouts.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const view = describeRouteError(error, import.meta.env.DEV);
  return (
    <SiteFrame>
      <ErrorScreenContent status={view.status} detail={view.detail} debug={view.debug} />
    </SiteFrame>
  );
}

function SiteFrame({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col pb-16">
      <SiteHeader
        account={
          user ? (
            <>
              <LiveStatusIndicator />
              <MessagesBadge
                label={t`Messages`}
                unreadLabel={(count) => t`${plural(count, { one: "# unread message", other: "# unread messages" })}`}
              />
              <Suspense fallback={<NotificationsLink />}>
                <NotificationBell />
              </Suspense>
              <Suspense fallback={<AccountLink user={user} />}>
                <AccountMenu user={user} />
              </Suspense>
            </>
          ) : undefined
        }
      />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Container>
          <FlashBanner className="mt-4" />
        </Container>
        {children}
      </main>
      <SiteFooter />
      <BugReportWidget signedIn={Boolean(user)} />
    </div>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
