import { type CSSProperties, useEffect } from "react";
import { Toaster } from "sonner";
import { toasterGate } from "../../lib/toast/toaster-gate";

/** sonner's toaster in the forge theme: bottom-right, a colour per toast type. Loaded lazily (lazy-toaster.tsx). */
export default function ForgeToaster() {
  // Toaster subscribes to sonner's store in its own effect, which runs before this one.
  useEffect(() => toasterGate.mounted(), []);
  return (
    <Toaster
      position="bottom-right"
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
