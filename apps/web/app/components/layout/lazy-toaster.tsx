import { lazy, Suspense, useSyncExternalStore } from "react";
import { toasterGate } from "../../lib/toast/toaster-gate";

const ForgeToaster = lazy(() => import("./forge-toaster"));

/** Mounts the forge toaster once the first toast is asked for (decision 044); nothing before. */
export function LazyToaster() {
  const open = useSyncExternalStore(toasterGate.subscribe, toasterGate.isOpen, () => false);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ForgeToaster />
    </Suspense>
  );
}
