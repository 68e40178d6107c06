import { themes } from "@guildforge/contracts/theme-list";

/** One link of the site map: a concrete path a person can open. */
export interface SiteLink {
  to: string;
  label: string;
}

export interface SiteSection {
  title: string;
  links: SiteLink[];
}

export const mainNav: SiteLink[] = [
  { to: "/classes", label: "Classes" },
  { to: "/instructors", label: "Instructors" },
  { to: "/class-requests", label: "Class requests" },
  { to: "/articles", label: "Articles" },
  { to: "/become-instructor", label: "Teach" },
];

export const learnLinks: SiteLink[] = themes.map((t) => ({ to: `/learn/${t.slug}`, label: t.name }));

export const informationalLinks: SiteLink[] = [
  { to: "/about", label: "About" },
  { to: "/features", label: "Features" },
  { to: "/faq", label: "FAQ" },
  { to: "/help", label: "Help" },
  { to: "/contact", label: "Contact" },
  { to: "/advertise", label: "Advertise" },
  { to: "/safety", label: "Forge safety" },
  { to: "/cancellation", label: "Cancellation policy" },
  { to: "/terms", label: "Terms" },
  { to: "/privacy", label: "Privacy" },
  { to: "/cookies", label: "Cookies" },
];

export const feedbackLinks: SiteLink[] = [
  { to: "/bug-report", label: "Report a bug" },
  { to: "/feature-request", label: "Request a feature" },
];

/** Footer columns: together with the header they reach every public route of docs/product.md#pages. */
export const footerSections: SiteSection[] = [
  {
    title: "Explore",
    links: [
      { to: "/classes", label: "Browse classes" },
      { to: "/instructors", label: "Instructors" },
      { to: "/class-requests", label: "Class requests" },
      { to: "/request-class", label: "Request a class" },
      { to: "/articles", label: "Articles" },
      { to: "/locations", label: "Locations" },
    ],
  },
  { title: "Learn", links: learnLinks },
  { title: "Guildforge", links: informationalLinks.slice(0, 6) },
  { title: "Policies", links: informationalLinks.slice(6) },
  {
    title: "Account",
    links: [
      { to: "/login", label: "Sign in" },
      { to: "/register", label: "Create an account" },
      { to: "/forgot-password", label: "Forgot password" },
      { to: "/verify-email", label: "Verify email" },
      { to: "/messages", label: "Messages" },
      { to: "/become-instructor", label: "Become an instructor" },
    ],
  },
  { title: "Feedback", links: feedbackLinks },
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
      ...learnLinks.map((l) => ({ ...l, label: `Learn: ${l.label}` })),
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
    ],
  },
  {
    title: "Errors",
    links: [{ to: "/this-page-does-not-exist", label: "Unknown route (404 error screen)" }],
  },
];
