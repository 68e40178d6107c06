/**
 * Form input that reached the page before React hydrated it: typed on a slow phone while the
 * JavaScript was still on its way, autofilled by a password manager, or restored by the browser
 * on Back. React keeps such a value on screen when it hydrates, but its state still holds what the
 * server rendered, so a submit would send the old value and the next render would put it back.
 * Called once hydration has committed: every control whose value differs from the one React now
 * holds gets the event a person's typing would have fired, so React's state takes it (decision 484).
 */

const skippedTypes = new Set(["button", "submit", "reset", "image", "file", "hidden"]);

function nativeSetter(proto: object, prop: "value" | "checked") {
  return Object.getOwnPropertyDescriptor(proto, prop)?.set;
}

type Replay = () => void;

/** A text-like input or textarea: React tracks `.value`, so the tracker must hold another value first. */
function captureText(el: HTMLInputElement | HTMLTextAreaElement): Replay | undefined {
  if (el.value === el.defaultValue) return undefined;
  const typed = el.value;
  const set = nativeSetter(Object.getPrototypeOf(el), "value");
  if (!set) return undefined;
  return () => {
    el.value = typed === el.defaultValue ? "" : el.defaultValue; // through React's tracker
    set.call(el, typed); // past the tracker: the screen shows what was typed
    el.dispatchEvent(new Event("input", { bubbles: true }));
  };
}

/** A checkbox or radio button: React listens to clicks on them. */
function captureCheck(el: HTMLInputElement): Replay | undefined {
  if (el.checked === el.defaultChecked) return undefined;
  if (el.type === "radio" && !el.checked) return undefined; // the group's checked button replays it
  const typed = el.checked;
  return () => {
    el.checked = !typed; // through React's tracker
    el.click(); // flips it back, as the person's click did
  };
}

function captureSelect(el: HTMLSelectElement): Replay | undefined {
  const options = [...el.options];
  if (!options.some((o) => o.selected !== o.defaultSelected)) return undefined;
  const typed = options.map((o) => o.selected);
  return () => {
    options.forEach((o, i) => {
      o.selected = typed[i] ?? false;
    });
    el.dispatchEvent(new Event("change", { bubbles: true }));
  };
}

function capture(el: Element): Replay | undefined {
  if (el instanceof HTMLInputElement) {
    if (skippedTypes.has(el.type)) return undefined;
    return el.type === "checkbox" || el.type === "radio" ? captureCheck(el) : captureText(el);
  }
  if (el instanceof HTMLTextAreaElement) return captureText(el);
  if (el instanceof HTMLSelectElement) return captureSelect(el);
  return undefined;
}

/**
 * Replays early input in `root`; returns how many controls it replayed. Every value is read before
 * any is replayed: each replayed event re-renders its form, which puts React's values back into
 * the controls not replayed yet.
 */
export function replayEarlyInput(root: ParentNode = document): number {
  // A form that posts to a route action (decision 535) reads its fields from the page when sent:
  // what was typed early is already what it sends, and nothing needs replaying.
  const controls = [...root.querySelectorAll("input, textarea, select")].filter(
    (el) => !el.closest("form[data-route-action]"),
  );
  const replays = controls.map(capture).filter((r): r is Replay => !!r);
  for (const replay of replays) replay();
  return replays.length;
}
