/**
 * `@testing-library/react` for the web app's unit tests (vitest.config.ts aliases the package here):
 * the same API, with every render inside an English Lingui instance, as the app's root gives every
 * page one (lib/i18n/i18n-provider.tsx). Without catalogs, a message reads as its English source.
 */
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import {
  cleanup,
  render as pureRender,
  renderHook as pureRenderHook,
  type RenderHookOptions,
  type RenderOptions,
} from "@testing-library/react/pure";
import type { ComponentType, ReactElement, ReactNode } from "react";
import { afterAll, afterEach, beforeAll } from "vitest";

export * from "@testing-library/react/pure";

const i18n = setupI18n({ locale: "en", messages: { en: {} } });

function withI18n(Inner?: ComponentType<{ children: ReactNode }>) {
  return function I18nWrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}

export function render(ui: ReactElement, options?: RenderOptions) {
  return pureRender(ui, { ...options, wrapper: withI18n(options?.wrapper as ComponentType<{ children: ReactNode }>) });
}

export function renderHook<Result, Props>(hook: (props: Props) => Result, options?: RenderHookOptions<Props>) {
  return pureRenderHook(hook, {
    ...options,
    wrapper: withI18n(options?.wrapper as ComponentType<{ children: ReactNode }> | undefined),
  });
}

// What the package's main entry does besides re-exporting `pure`: clean up after each test and tell
// React it runs inside act().
const reactGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnvironment: boolean | undefined;
beforeAll(() => {
  previousActEnvironment = reactGlobal.IS_REACT_ACT_ENVIRONMENT;
  reactGlobal.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  reactGlobal.IS_REACT_ACT_ENVIRONMENT = previousActEnvironment;
});
afterEach(() => cleanup());
