import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

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

interface Action {
  label: MessageDescriptor;
  to: string;
  reload: boolean;
}

const mainForge: Action = { label: msg`Return to the Main Forge`, to: "/", reload: false };
const tryAgain: Action = { label: msg`Try Again`, to: "/", reload: true };

interface Entry {
  name: MessageDescriptor;
  heading: MessageDescriptor;
  meaning: MessageDescriptor;
  extra: Action;
}

const table: Record<number, Entry> = {
  404: {
    name: msg`Page not found`,
    heading: msg`This trail has gone cold in the forge`,
    meaning: msg`We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.`,
    extra: { label: msg`Browse Classes`, to: "/classes", reload: false },
  },
  500: {
    name: msg`Server error`,
    heading: msg`The forge fire sputtered`,
    meaning: msg`Our server ran into trouble. Please try again in a few moments.`,
    extra: tryAgain,
  },
  403: {
    name: msg`Access restricted`,
    heading: msg`This workshop is behind a locked door`,
    meaning: msg`This page is restricted. Check your permissions, or sign in with the right account.`,
    extra: tryAgain,
  },
  401: {
    name: msg`Sign-in required`,
    heading: msg`Members of the guild only`,
    meaning: msg`You need to sign in to see this page.`,
    extra: { label: msg`Join the Guild`, to: "/login", reload: false },
  },
  429: {
    name: msg`Too many requests`,
    heading: msg`Easy on the bellows`,
    meaning: msg`Too many requests in a short time. Please wait a moment and try again.`,
    extra: tryAgain,
  },
};

const generic: Entry = {
  name: msg`Something went wrong`,
  heading: msg`Something cracked on the anvil`,
  meaning: msg`Something went wrong while loading this page. Please try again.`,
  extra: tryAgain,
};

/**
 * Maps an HTTP status to what the error screen shows (docs/product.md#pages, "Error screen"), in the
 * language of `i18n` (the page's Lingui instance).
 */
export function errorScreenContent(status: number, i18n: I18n): ErrorScreenContent {
  const entry = table[status] ?? generic;
  return {
    status,
    name: i18n._(entry.name),
    heading: i18n._(entry.heading),
    meaning: i18n._(entry.meaning),
    actions: [mainForge, entry.extra].map((action) => ({ ...action, label: i18n._(action.label) })),
  };
}

/** The document title of the error screen. */
export function errorScreenTitle(status: number, i18n: I18n): string {
  return `${status} — ${errorScreenContent(status, i18n).name} · Guildforge`;
}
