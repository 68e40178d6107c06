import { themes } from "@guildforge/contracts/theme-list";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { themeText } from "../select-options/option-text";

/** One link of the site map: a concrete path a person can open. */
export interface SiteLink {
  to: string;
  /** The link's text, translated where it is shown (`i18n._(label)`). */
  label: MessageDescriptor | string;
}

export interface SiteSection {
  title: MessageDescriptor | string;
  links: SiteLink[];
}

/** A label or title in the reader's language (a plain string is shown as written). */
export function siteText(i18n: I18n, text: MessageDescriptor | string): string {
  return typeof text === "string" ? text : i18n._(text);
}

export const mainNav: SiteLink[] = [
  { to: "/classes", label: msg`Classes` },
  { to: "/instructors", label: msg`Instructors` },
  { to: "/class-requests", label: msg`Class requests` },
  { to: "/articles", label: msg`Articles` },
  { to: "/become-instructor", label: msg`Teach` },
];

export const learnLinks: SiteLink[] = themes.map((t) => ({ to: `/learn/${t.slug}`, label: themeText[t.slug] }));

export const informationalLinks: SiteLink[] = [
  { to: "/about", label: msg`About` },
  { to: "/features", label: msg`Features` },
  { to: "/faq", label: msg`FAQ` },
  { to: "/help", label: msg`Help` },
  { to: "/contact", label: msg`Contact` },
  { to: "/advertise", label: msg`Advertise` },
  { to: "/safety", label: msg`Forge safety` },
  { to: "/cancellation", label: msg`Cancellation policy` },
  { to: "/terms", label: msg`Terms` },
  { to: "/privacy", label: msg`Privacy` },
  { to: "/cookies", label: msg`Cookies` },
];

export const feedbackLinks: SiteLink[] = [
  { to: "/bug-report", label: msg`Report a bug` },
  { to: "/feature-request", label: msg`Request a feature` },
];

/** Footer columns: together with the header they reach every public route of docs/product.md#pages. */
export const footerSections: SiteSection[] = [
  {
    title: msg`Explore`,
    links: [
      { to: "/classes", label: msg`Browse classes` },
      { to: "/instructors", label: msg`Instructors` },
      { to: "/class-requests", label: msg`Class requests` },
      { to: "/request-class", label: msg`Request a class` },
      { to: "/articles", label: msg`Articles` },
      { to: "/locations", label: msg`Locations` },
    ],
  },
  { title: msg`Learn`, links: learnLinks },
  { title: msg`Guildforge`, links: informationalLinks.slice(0, 6) },
  { title: msg`Policies`, links: informationalLinks.slice(6) },
  {
    title: msg`Account`,
    links: [
      { to: "/login", label: msg`Sign in` },
      { to: "/register", label: msg`Create an account` },
      { to: "/forgot-password", label: msg`Forgot password` },
      { to: "/verify-email", label: msg`Verify email` },
      { to: "/messages", label: msg`Messages` },
      { to: "/become-instructor", label: msg`Become an instructor` },
    ],
  },
  { title: msg`Feedback`, links: feedbackLinks },
];

/** Every route of docs/product.md#pages, grouped as it groups them, with example values for parameters. */
export const siteMap: SiteSection[] = [
  {
    title: "Public",
    links: [
      { to: "/", label: "Home" },
      { to: "/login", label: "Sign in" },
      { to: "/register", label: "Register" },
      { to: "/forgot-password", label: "Forgot password" },
      { to: "/reset-password", label: "Reset password" },
      { to: "/verify-email", label: "Verify email" },
      ...informationalLinks,
      ...feedbackLinks,
      { to: "/instructors", label: "Instructors" },
      { to: "/users/demo-instructor", label: "User profile (/users/{slug})" },
      { to: "/classes", label: "Browse classes" },
      { to: "/classes/1-intro-to-knife-making", label: "Class detail (/classes/{id})" },
      { to: "/classes/us/oregon/portland", label: "Classes by location (/classes/{location})" },
      { to: "/locations/us/oregon/portland", label: "Location page (/locations/{location})" },
      { to: "/request-class", label: "Request a class" },
      { to: "/class-requests", label: "Class requests" },
      { to: "/articles", label: "Articles" },
      { to: "/articles/choosing-your-first-anvil", label: "Article (/articles/{slug})" },
      { to: "/messages", label: "Messages" },
      { to: "/become-instructor", label: "Become an instructor" },
      { to: "/instructor-invitation/example-token", label: "Instructor invitation (/instructor-invitation/{token})" },
      ...themes.map((t) => ({ to: `/learn/${t.slug}`, label: `Learn: ${t.name}` })),
      { to: "/index-old", label: "Alternative home (/index-old)" },
      { to: "/test-navigation", label: "Test navigation (this page)" },
    ],
  },
  {
    title: "Signed-in",
    links: [
      { to: "/profile", label: "Profile" },
      { to: "/profile/my-requests", label: "My class requests" },
      { to: "/dashboard", label: "Dashboard" },
      { to: "/dashboard/my-applications", label: "My applications" },
      { to: "/classes/create", label: "Create a class" },
      { to: "/classes/1/edit", label: "Edit a class (/classes/{id}/edit)" },
      { to: "/notifications", label: "Notifications" },
      { to: "/manage/students", label: "Manage students" },
      { to: "/manage/applications", label: "Manage applications" },
      { to: "/manage/incidents", label: "Safety incidents" },
      { to: "/dashboard/forges", label: "Your forges" },
      { to: "/dashboard/forges/new", label: "Add a forge" },
      { to: "/dashboard/forges/1/edit", label: "Edit a forge (/dashboard/forges/{id}/edit)" },
      { to: "/settings/notifications", label: "Notification settings" },
      { to: "/email-verification-required", label: "Email verification required" },
    ],
  },
  {
    title: "Administrator",
    links: [
      { to: "/admin/performance", label: "Performance" },
      { to: "/admin/class-requests", label: "Class requests review" },
      { to: "/admin/user-approvals", label: "User approvals" },
      { to: "/admin/incidents", label: "Safety incidents (admin)" },
    ],
  },
  {
    title: "Errors",
    links: [{ to: "/this-page-does-not-exist", label: "Unknown route (404 error screen)" }],
  },
];
