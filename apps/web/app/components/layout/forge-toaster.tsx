import { type CSSProperties, useEffect, useSyncExternalStore } from "react";
import { Toaster } from "sonner";
import { toasterGate } from "../../lib/toast/toaster-gate";

/**
 * Where toasts go (issue 21, decisions 350 and 354). From 600 px up: top right, just below the
 * sticky 64 px header, clear of the bell and menu, beside the page rather than over its heading.
 * On a phone (sonner's full-width layout below 600 px) the top of the screen is the page's heading
 * and its main action, so toasts sit at the bottom instead, above the sticky booking bar when the
 * page has one (`--forge-toast-bottom`, app.css), never over it.
 */
export const toastOffset = { top: 72, right: 16, left: 16 } as const;
export const toastMobileOffset = { bottom: "var(--forge-toast-bottom)", right: 8, left: 8 } as const;
export const phoneToasts = "(max-width: 599px)";

function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(phoneToasts);
      query.addEventListener("change", changed);
      return () => query.removeEventListener("change", changed);
    },
    () => window.matchMedia(phoneToasts).matches,
    () => false,
  );
}

/** sonner's toaster in the forge theme: top right below the header (a phone: at the bottom, above the booking bar), a colour per toast type. Loaded lazily (lazy-toaster.tsx). */
export default function ForgeToaster() {
  // Toaster subscribes to sonner's store in its own effect, which runs before this one.
  useEffect(() => toasterGate.mounted(), []);
  const phone = usePhoneLayout();
  return (
    <Toaster
      position={phone ? "bottom-center" : "top-right"}
      offset={toastOffset}
      mobileOffset={toastMobileOffset}
      theme="dark"
      richColors
      closeButton
      toastOptions={{
        classNames: {
          toast: "!rounded-lg !border !shadow-card !font-sans",
          title: "!font-semibold",
          actionButton: "!bg-ember-500 !text-ember-ink !font-semibold",
        },
        style: { fontSize: "0.95rem" },
      }}
      style={
        {
          "--normal-bg": "#221d19",
          "--normal-border": "#3d332c",
          "--normal-text": "#f5efe8",
          "--success-bg": "#0f2a18",
          "--success-border": "#1f6b3a",
          "--success-text": "#86efac",
          "--info-bg": "#0b2433",
          "--info-border": "#1e5a7a",
          "--info-text": "#7dd3fc",
          "--warning-bg": "#2e2506",
          "--warning-border": "#7a5f0c",
          "--warning-text": "#fde047",
          "--error-bg": "#3b0f0f",
          "--error-border": "#8a2020",
          "--error-text": "#fca5a5",
        } as CSSProperties
      }
    />
  );
}
