import type { Plugin } from "vite";

const presenceModule = /[\\/]node_modules[\\/]@radix-ui[\\/]react-presence[\\/]dist[\\/]index\.mjs$/;

const reducerMachine = `function useStateMachine(initialState, machine) {
  return React.useReducer((state, event) => {
    const nextState = machine[state][event];
    return nextState ?? state;
  }, initialState);
}`;

const stateMachine = `function useStateMachine(initialState, machine) {
  const [state, setState] = React.useState(initialState);
  const machineRef = React.useRef(machine);
  machineRef.current = machine;
  const send = React.useCallback((event) => setState((current) => machineRef.current[current][event] ?? current), []);
  return [state, send];
}`;

/**
 * Radix's Presence (every closed dialog, menu, popover and checkbox indicator) sends its state
 * machine an event from a layout effect as it mounts, one that changes nothing ("ANIMATION_END"
 * while unmounted). Sent through `useReducer`, an update React cannot skip unrendered, it asked for
 * a synchronous render from inside the commit that finishes hydration: React then ran every
 * component's effects and that render in the same task, a 100-150 ms task on a slow phone
 * (decision 490). Through `useState`'s dispatcher the same update is computed at once and dropped
 * when it leaves the state as it was; a real transition renders as before.
 */
export function patchPresence(code: string): string | undefined {
  if (!code.includes(reducerMachine)) return undefined;
  return code.replace(reducerMachine, stateMachine);
}

export function radixPresenceWithoutRerender(): Plugin {
  return {
    name: "guildforge:radix-presence-without-rerender",
    enforce: "pre",
    transform(code, id) {
      if (!presenceModule.test(id)) return null;
      const patched = patchPresence(code);
      if (patched === undefined)
        this.error("@radix-ui/react-presence's useStateMachine was not found: update vite-plugins/radix-presence.ts");
      return { code: patched, map: null };
    },
  };
}
