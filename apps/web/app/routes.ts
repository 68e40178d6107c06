import { index, layout, prefix, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { prefixedLanguages } from "./lib/i18n/languages";

/**
 * Every route of docs/product.md#pages, grouped by layout. `classes/*` and `locations/*` are splats so that
 * multi-segment locations work; the classes splat decides between a class id and a location.
 */
/**
 * The same routes again under each language's prefix (`/de/...`, `/fr/...`, issue 39): one URL per
 * language that search engines can index. The copies share their modules; their ids carry the
 * language, since a route id must be unique.
 */
function inLanguage(language: string, entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.map((entry) => ({
    ...entry,
    id: `${language}/${entry.id ?? entry.file.replace(/\.tsx?$/, "")}`,
    children: entry.children ? inLanguage(language, entry.children) : undefined,
  }));
}

function withLanguages(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return [...entries, ...prefixedLanguages.flatMap((language) => prefix(language, inLanguage(language, entries)))];
}

/** Pages a person reads: each also under /de and /fr. */
const pages: RouteConfigEntry[] = [
  layout("routes/layouts/default.tsx", [
    index("routes/home.tsx"),
    route("index-old", "routes/index-old.tsx"),
    route("test-navigation", "routes/test-navigation.tsx"),

    route("faq", "routes/info/faq.tsx"),
    route("help", "routes/info/help.tsx"),
    route("about", "routes/info/about.tsx"),
    route("terms", "routes/info/terms.tsx"),
    route("safety", "routes/info/safety.tsx"),
    route("contact", "routes/info/contact.tsx"),
    route("cookies", "routes/info/cookies.tsx"),
    route("privacy", "routes/info/privacy.tsx"),
    route("features", "routes/info/features.tsx"),
    route("advertise", "routes/info/advertise.tsx"),
    route("cancellation", "routes/info/cancellation.tsx"),
    route("bug-report", "routes/bug-report.tsx"),
    route("feature-request", "routes/feature-request.tsx"),
    route("learn/:theme", "routes/learn.tsx"),

    route("instructors", "routes/instructors.tsx"),
    route("users/:slug", "routes/user-profile.tsx"),
    ...prefix("classes", [
      index("routes/classes/browse.tsx"),
      layout("routes/guards/verified.tsx", { id: "guard-verified-classes" }, [
        route("create", "routes/classes/create.tsx"),
        route(":id/edit", "routes/classes/edit.tsx"),
      ]),
      route("*", "routes/classes/detail-or-location.tsx"),
    ]),
    route("locations/*", "routes/locations.tsx"),
    route("request-class", "routes/request-class.tsx"),
    route("class-requests", "routes/class-requests.tsx"),
    route("articles", "routes/articles/list.tsx"),
    route("articles/:slug", "routes/articles/detail.tsx"),
    route("become-instructor", "routes/become-instructor.tsx"),
    route("instructor-invitation/:token", "routes/instructor-invitation.tsx"),
    route("seat-release/:token", "routes/seat-release.tsx"),
    route("tickets/:code", "routes/ticket.tsx"),

    // docs/product.md#pages auth guard (the server enforces every API call anyway; this only redirects).
    layout("routes/guards/signed-in.tsx", [
      route("profile", "routes/profile/overview.tsx"),
      route("profile/my-requests", "routes/profile/my-requests.tsx"),
      route("dashboard", "routes/dashboard/overview.tsx"),
      route("dashboard/my-applications", "routes/dashboard/my-applications.tsx"),
      route("notifications", "routes/notifications.tsx"),
      route("messages/:conversationId?", "routes/messages.tsx"),
      route("settings/notifications", "routes/settings/notifications.tsx"),
    ]),
    layout("routes/guards/verified.tsx", { id: "guard-verified-manage" }, [
      route("manage/students", "routes/manage/students.tsx"),
      route("manage/applications", "routes/manage/applications.tsx"),
      route("manage/check-in/:sessionId", "routes/manage/check-in.tsx"),
      route("manage/incidents", "routes/manage/incidents.tsx"),
      route("dashboard/forges", "routes/dashboard/forges/list.tsx"),
      route("dashboard/forges/new", "routes/dashboard/forges/new.tsx"),
      route("dashboard/forges/:id/edit", "routes/dashboard/forges/edit.tsx"),
    ]),

    route("*", "routes/not-found.tsx"),
  ]),
  layout("routes/layouts/auth.tsx", [
    route("verify-email", "routes/verify-email.tsx"),
    route("email-verification-required", "routes/email-verification-required.tsx"),
  ]),
  layout("routes/layouts/bare.tsx", [
    route("login", "routes/login.tsx"),
    route("register", "routes/register.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
  ]),
];

export default [
  ...withLanguages(pages),
  // The resend form's action (banner and verification gate): a resource route, no page of its own.
  route("verify-email/resend", "routes/verify-email-resend.ts"),
  // "Sign out" (account menu, /profile): a resource route with only an action.
  route("logout", "routes/logout.ts"),
  // The language switcher (footer, header menus, settings): a resource route with only an action.
  route("language", "routes/language.ts"),
  layout("routes/layouts/admin.tsx", [
    route("admin/performance", "routes/admin/performance.tsx"),
    route("admin/class-requests", "routes/admin/class-requests.tsx"),
    route("admin/user-approvals", "routes/admin/user-approvals.tsx"),
    route("admin/reports", "routes/admin/reports.tsx"),
    route("admin/incidents", "routes/admin/incidents.tsx"),
    route("admin/articles", "routes/admin/articles.tsx"),
    route("admin/articles/new", "routes/admin/article-new.tsx"),
    route("admin/articles/:id", "routes/admin/article-edit.tsx"),
    route("admin/feedback", "routes/admin/feedback.tsx"),
  ]),
] satisfies RouteConfig;
