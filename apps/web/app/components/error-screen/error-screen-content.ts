/** One entry of the error-screen table (docs/product.md#error-screen), plus the buttons it shows. */
export interface ErrorScreenAction {
  label: string;
  to: string;
  /** "Try Again": a full reload of the target, which clears the error state. */
  reload: boolean;
}

export interface ErrorScreenContent {
  status: number;
  /** The short name used in the document title ("404 — Page not found · Guildforge"). */
  name: string;
  heading: string;
  meaning: string;
  actions: ErrorScreenAction[];
}

const mainForge: ErrorScreenAction = { label: "Return to the Main Forge", to: "/", reload: false };
const tryAgain: ErrorScreenAction = { label: "Try Again", to: "/", reload: true };

interface Entry {
  name: string;
  heading: string;
  meaning: string;
  extra: ErrorScreenAction;
}

const table: Record<number, Entry> = {
  404: {
    name: "Page not found",
    heading: "This trail has gone cold in the forge",
    meaning: "We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.",
    extra: { label: "Browse Classes", to: "/classes", reload: false },
  },
  500: {
    name: "Server error",
    heading: "The forge fire sputtered",
    meaning: "Our server ran into trouble. Please try again in a few moments.",
    extra: tryAgain,
  },
  403: {
    name: "Access restricted",
    heading: "This workshop is behind a locked door",
    meaning: "This page is restricted. Check your permissions, or sign in with the right account.",
    extra: tryAgain,
  },
  401: {
    name: "Sign-in required",
    heading: "Members of the guild only",
    meaning: "You need to sign in to see this page.",
    extra: { label: "Join the Guild", to: "/login", reload: false },
  },
  429: {
    name: "Too many requests",
    heading: "Easy on the bellows",
    meaning: "Too many requests in a short time. Please wait a moment and try again.",
    extra: tryAgain,
  },
};

const generic: Entry = {
  name: "Something went wrong",
  heading: "Something cracked on the anvil",
  meaning: "Something went wrong while loading this page. Please try again.",
  extra: tryAgain,
};

/** Maps an HTTP status to what the error screen shows (docs/product.md#pages, "Error screen"). */
export function errorScreenContent(status: number): ErrorScreenContent {
  const entry = table[status] ?? generic;
  return {
    status,
    name: entry.name,
    heading: entry.heading,
    meaning: entry.meaning,
    actions: [mainForge, entry.extra],
  };
}

/** The document title of the error screen. */
export function errorScreenTitle(status: number): string {
  return `${status} — ${errorScreenContent(status).name} · Guildforge`;
}
