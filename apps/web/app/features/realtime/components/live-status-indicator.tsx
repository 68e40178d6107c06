import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { selectPaused, useConnectionStore } from "../connection/connection-state";

/** In the `realtime` catalog, which the root sends to every signed-in page (the dot shows only to them). */
export const pausedText = msg`Live updates paused, reconnecting…`;
export const failedText = msg`Live updates stopped. Reconnect`;

/**
 * A quiet header dot while the signed-in user's live connection is not connected. After the
 * attempts ran out ("failed") it becomes a button that forces a reconnect (docs/product.md#states).
 */
export function LiveStatusIndicator() {
  const { i18n } = useLingui();
  const paused = useConnectionStore(selectPaused);
  const state = useConnectionStore((s) => s.state);
  const reconnect = useConnectionStore((s) => s.reconnect);
  if (!paused) return null;
  const pausedLabel = i18n._(pausedText);
  const failedLabel = i18n._(failedText);
  const dot = (
    <span aria-hidden="true" className="block size-2.5 rounded-full bg-warning-400 ring-2 ring-warning-400/30" />
  );
  if (state === "failed" && reconnect) {
    return (
      <button
        type="button"
        onClick={reconnect}
        title={failedLabel}
        className="flex size-9 items-center justify-center rounded-md hover:bg-iron-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ember-300"
        data-testid="live-status"
      >
        {dot}
        <span className="sr-only">{failedLabel}</span>
      </button>
    );
  }
  return (
    <span
      role="status"
      title={pausedLabel}
      className="flex size-9 items-center justify-center"
      data-testid="live-status"
    >
      {dot}
      <span className="sr-only">{pausedLabel}</span>
    </span>
  );
}
