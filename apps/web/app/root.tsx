import { msg } from "@lingui/core/macro";
import { IconSprite } from "./components/icons/sprite";
import { notAfterNetworkFailure } from "./lib/forms/revalidation";
import "./lib/zod-jitless";
import { type ReactNode, useEffect } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useNavigate,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { documentLinks } from "./boot/document-links";
import { useHydratedMark } from "./boot/hydrated-mark";
import { ErrorScreen } from "./components/error-screen/error-screen";
import { errorScreenTitle } from "./components/error-screen/error-screen-content";
import { describeRouteError } from "./components/error-screen/route-error";
import { LazyToaster } from "./components/layout/lazy-toaster";
import { SkipLink } from "./components/layout/skip-link";
import { mainNav } from "./components/navigation/site-map";
import { LanguageLinks } from "./components/seo/language-links";
import { useAuthCheckOnLoad, useSessionUser, useStoreFollowsRootUser } from "./features/auth/hooks/use-session-user";
import { rememberCurrentUser } from "./features/auth/server/guards.server";
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
import { AppI18nProvider } from "./lib/i18n/i18n-provider";
import { languageContext } from "./lib/i18n/language-context";
import { languageCookie, languageFromCookie, pseudoLanguageRequested } from "./lib/i18n/language-cookie";
import { defaultLanguage, type PageLanguage, pseudoLanguage } from "./lib/i18n/languages";
import { routeMessages } from "./lib/i18n/messages.server";
import { metaI18n } from "./lib/i18n/meta-i18n";
import { languageOfPath, negotiateLanguage } from "./lib/i18n/negotiate";
import { liveHandle } from "./lib/live-data/live-handle";
import { liveTopics } from "./lib/live-data/live-topics";
import { useLivePage } from "./lib/live-data/use-live-page";
import { serverApiContext } from "./lib/load-context";
import { formatLocaleFor } from "./lib/locale";
import { useNonce } from "./lib/nonce";
import { serverApi } from "./lib/server-api/api-json.server";

/**
 * Every page shows the signed-in user's account (the header's menu, which pages they may open):
 * an admin's decision on their instructor or host application reloads it (decision 525).
 */
export const handle = liveHandle([liveTopics.account]);

/** The stylesheet, the fonts and the icons (boot/document-links.ts). */
export const links: Route.LinksFunction = () => [...documentLinks];

export function meta({ error, loaderData }: Route.MetaArgs) {
  const i18n = metaI18n(loaderData);
  if (error) {
    const { status } = describeRouteError(error, false);
    return [{ title: errorScreenTitle(status, i18n) }, { name: "robots", content: "noindex" }];
  }
  return [
    { title: i18n._(msg`Guildforge — blacksmithing classes near you`) },
    {
      name: "description",
      content: i18n._(
        msg`Find and book in-person blacksmithing classes: knife making, tool making, horseshoeing, decorative ironwork and more, taught by working smiths at real forges.`,
      ),
    },
  ];
}

/** The page's language (lib/i18n/negotiate.ts), once per request, for every loader (issue 39). */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const url = new URL(request.url);
    const cookie = request.headers.get("cookie");
    if (process.env.I18N_PSEUDO === "1" && pseudoLanguageRequested(cookie)) {
      context.set(languageContext, pseudoLanguage);
      // The API's texts (notifications) in the pseudo-locale too (apps/server's server-i18n.ts).
      context.get(serverApiContext)?.setLanguage(pseudoLanguage);
      return next();
    }
    const cookieLanguage = languageFromCookie(cookie);
    // The signed-in user's account setting; the answer is kept for the loaders (loadRootAuth).
    const user = await rememberCurrentUser(context, request).catch(() => null);
    const language = negotiateLanguage({
      pathname: url.pathname,
      accountLanguage: user?.language,
      cookieLanguage,
      acceptLanguage: request.headers.get("accept-language"),
    });
    context.set(languageContext, language);
    // The API writes its texts (notifications) in the page's language on the page's calls.
    context.get(serverApiContext)?.setLanguage(language);
    // A page opened under /de or /fr is the visitor's choice of language: the cookie keeps it for the
    // links that lead to the SPEC's unprefixed paths (docs/topics/i18n.md).
    const fromPath = languageOfPath(url.pathname.replace(/\.data$/, ""));
    const response = await next();
    if (fromPath && fromPath !== cookieLanguage && response instanceof Response) {
      response.headers.append("set-cookie", languageCookie(fromPath, url.protocol === "https:"));
    }
    return response;
  },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  useHydratedMark();
  const language: PageLanguage = useRouteLoaderData<typeof loader>("root")?.language ?? defaultLanguage;
  return (
    <html lang={language} className="bg-iron-950">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#110e0c" />
        <Meta />
        <LanguageLinks />
        <Links nonce={nonce} />
      </head>
      <body>
        <IconSprite />
        <AppI18nProvider language={language}>
          <SkipLink />
          {children}
          <LazyToaster />
        </AppI18nProvider>
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
  const language = context.get(languageContext);
  // A signed-in page's header has the account menu, and its pages may show the verify-email banner
  // and the sign-out form: the `auth` catalog comes with the shell's then, the header's
  // notification bell's `notifications`, the live connection's dot's `realtime`, and `forms` (the
  // schemas' own messages), since nearly every form is behind the sign-in; the public forms' pages
  // send `forms` themselves.
  const auth = await loadRootAuth(context);
  const shell = await routeMessages(
    context,
    auth.user ? ["shell", "auth", "notifications", "realtime", "forms"] : ["shell"],
  );
  return data(
    {
      ...auth,
      ...shell,
      flash,
      /** The language every text of the page is written in (issue 39). */
      language,
      /** The site's origin, for the page's canonical and hreflang URLs (components/seo/language-links.tsx). */
      origin: new URL(request.url).origin,
      /** The viewer's locale: dates, times and numbers follow it (lib/format-date.ts, decision 361). */
      locale: formatLocaleFor(language, request.headers.get("accept-language")),
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
/** Root data (the shell's texts) follows the page's language when a link changes its prefix. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  if (languageOfPath(args.currentUrl.pathname) !== languageOfPath(args.nextUrl.pathname)) return true;
  return notAfterNetworkFailure(args);
}
