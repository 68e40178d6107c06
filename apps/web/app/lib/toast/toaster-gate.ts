/**
 * The toaster is mounted on the first toast, not on every page: sonner is the one part of the
 * shell a visitor who never sees a toast never needs (decision 044). `showToast` opens the gate;
 * the root's `LazyToaster` renders sonner's <Toaster /> once it is open and reports back when the
 * toaster listens, so that no toast is lost to a toaster that has not mounted yet.
 */
type Listener = () => void;

let open = false;
const listeners = new Set<Listener>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export const toasterGate = {
  isOpen: () => open,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Asks for the toaster; resolves when it is mounted and listening. */
  open(): Promise<void> {
    if (!open) {
      open = true;
      for (const l of listeners) l();
    }
    return mounted;
  },
  /** Called by the toaster component once it has mounted. */
  mounted: () => markMounted(),
};
