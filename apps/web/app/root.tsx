import { IconSprite } from "./components/icons/sprite";
import { notAfterNetworkFailure } from "./lib/forms/revalidation";
import "./lib/zod-jitless";
import { type ReactNode, useEffect } from "react";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useNavigate } from "react-router";
import type { Route } from "./+types/root";
import { documentLinks } from "./boot/document-links";
import { useHydratedMark } from "./boot/hydrated-mark";
import { ErrorScreen } from "./components/error-screen/error-screen";
import { errorScreenTitle } from "./components/error-screen/error-screen-content";
import { describeRouteError } from "./components/error-screen/route-error";
import { LazyToaster } from "./components/layout/lazy-toaster";
import { SkipLink } from "./components/layout/skip-link";
import { mainNav } from "./components/navigation/site-map";
import { defaultDescription } from "./components/seo/page-meta";
import { useAuthCheckOnLoad, useSessionUser, useStoreFollowsRootUser } from "./features/auth/hooks/use-session-user";
import { loadRootAuth } from "./features/auth/server/root-loader.server";
import { refetchUnreadMessages, useMessagesSync } from "./features/messages/hooks/use-messages-sync";
import { messageLiveBindings } from "./features/messages/live/message-bindings";
import { refetchNotifications, useNotificationSync } from "./features/notifications/hooks/use-notification-sync";
import { notificationLiveBindings } from "./features/notifications/live/notification-bindings";
import { useLiveConnection } from "./features/realtime/hooks/use-live-connection";
import { liveDataBindings } from "./features/realtime/live/live-data-bindings";
import { liveToastBindings } from "./features/realtime/live/live-toast-bindings";
import { startClientPlatform } from "./lib/client-platform";
import { errorReportingContext } from "./lib/error-reporting/error-reporting-settings";
import { readFlash } from "./lib/forms/flash.server";
import { liveHandle } from "./lib/live-data/live-handle";
import { liveTopics } from "./lib/live-data/live-topics";
import { useLivePage } from "./lib/live-data/use-live-page";
import { localeFromAcceptLanguage } from "./lib/locale";
import { useNonce } from "./lib/nonce";
import { serverApi } from "./lib/server-api/api-json.server";

/**
 * Every page shows the signed-in user's account (the header's menu, which pages they may open):
 * an admin's decision on their instructor or host application reloads it (decision 525).
 */
export const handle = liveHandle([liveTopics.account]);

/** The stylesheet, the fonts and the icons (boot/document-links.ts). */
export const links: Route.LinksFunction = () => [...documentLinks];

export function meta({ error }: Route.MetaArgs) {
  if (error) {
    const { status } = describeRouteError(error, false);
    return [{ title: errorScreenTitle(status) }, { name: "robots", content: "noindex" }];
  }
  return [
    { title: "Guildforge — blacksmithing classes near you" },
    { name: "description", content: defaultDescription },
  ];
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  useHydratedMark();
  return (
    <html lang="en" className="bg-iron-950">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#110e0c" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        <IconSprite />
        <SkipLink />
        {children}
        <LazyToaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Who is signed in, for the server-rendered header (the browser's auth store takes over after load). */
export const loader = async ({ context, request }: Route.LoaderArgs) => {
  // A form's redirect may have left a one-time message (decision 535): shown once, then spent.
  const { flash, spend } = readFlash(request);
  return data(
    {
      ...(await loadRootAuth(context)),
      flash,
      /** The viewer's locale: every date and time is formatted in it (lib/format-date.ts, decision 361). */
      locale: localeFromAcceptLanguage(request.headers.get("accept-language")),
      /** Browser error reporting: the server's SENTRY_DSN_BROWSER at request time (decision 324). */
      errorReporting: context.get(errorReportingContext),
      /** Every page form's hidden `_csrf` (lib/forms/form-token.tsx, decision 535). */
      formToken: serverApi(context).formToken(),
      /** The Idempotency-Key of the forms on this page view (a form sent twice writes once). */
      formKey: crypto.randomUUID(),
    },
    { headers: spend },
  );
};

/** The root's Set-Cookie (a spent flash) reaches the page's response. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const merged = new Headers(parentHeaders);
  for (const line of loaderHeaders.getSetCookie()) merged.append("set-cookie", line);
  return merged;
};

/** Toast actions and live links: in-app paths through the router, other URLs by a page load. */
function useAppNavigate() {
  const navigate = useNavigate();
  return (href: string) => (/^[a-z][a-z0-9+.-]*:/i.test(href) ? window.location.assign(href) : navigate(href));
}

/** The signed-in user's notifications and live channel (docs/product.md#states/#roles/#calls), browser only. */
function useLiveUpdates(navigate: (href: string) => void) {
  const userId = useSessionUser()?.id;
  useNotificationSync(userId);
  useMessagesSync(userId);
  useLiveConnection(
    userId,
    (id) => [
      ...liveToastBindings(id, navigate),
      ...notificationLiveBindings(id, navigate),
      ...messageLiveBindings(id),
      ...liveDataBindings(id),
    ],
    () => {
      refetchNotifications();
      refetchUnreadMessages();
    },
  );
}

const prefetchPaths = mainNav.map((link) => link.to);

export default function App() {
  useAuthCheckOnLoad();
  useStoreFollowsRootUser();
  const navigate = useAppNavigate();
  const { errorReporting } = useLoaderData<typeof loader>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load
  useEffect(() => startClientPlatform({ navigate, prefetchPaths, errorReporting }), []);
  useLiveUpdates(navigate);
  useLivePage();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const view = describeRouteError(error, import.meta.env.DEV);
  return <ErrorScreen status={view.status} detail={view.detail} debug={view.debug} />;
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
