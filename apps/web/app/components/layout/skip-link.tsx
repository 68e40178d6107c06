import { Trans } from "@lingui/react/macro";

/** First focusable element of every page: jumps past the navigation to <main id="main">. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-ember-500 focus:px-4 focus:py-2 focus:font-semibold focus:text-ember-ink"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
