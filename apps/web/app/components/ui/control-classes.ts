/** Shared look of text-like form controls. */
export const controlClasses =
  "block w-full rounded-md border border-iron-600 bg-iron-900 px-3.5 py-2.5 text-base text-iron-100 placeholder:text-iron-400 shadow-inner transition-colors hover:border-iron-500 focus:border-ember-400 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ember-300 aria-[invalid=true]:border-danger-400 disabled:cursor-not-allowed disabled:opacity-60";
