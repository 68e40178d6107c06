import { useLingui } from "@lingui/react/macro";
import { Languages } from "lucide-react";
import { Form, useLocation, useRouteLoaderData } from "react-router";
import { FormToken } from "../../lib/forms/form-token";
import { defaultLanguage, languageNames, languages, type PageLanguage } from "../../lib/i18n/languages";
import { buttonClasses, cx } from "../ui";

/**
 * The language switcher (issue 39): three buttons, each the language's own name, in a form that
 * posts to /language (routes/language.ts) with the page's form token and the page it is on. Without
 * JavaScript a plain POST and 303; with it a navigation to the same page in the chosen language.
 */
export function LanguageSwitcher({
  className,
  fieldsetClassName,
  buttonClassName,
}: {
  className?: string;
  fieldsetClassName?: string;
  buttonClassName?: string;
}) {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const current: PageLanguage =
    (useRouteLoaderData("root") as { language?: PageLanguage } | undefined)?.language ?? defaultLanguage;
  return (
    <Form method="post" action="/language" className={className}>
      <FormToken withKey={false} />
      <input type="hidden" name="redirect_to" value={`${pathname}${search}`} />
      <fieldset className={cx("flex flex-wrap items-center gap-1", fieldsetClassName)}>
        <legend className="sr-only">{t`Language`}</legend>
        {languages.map((language) => (
          <button
            key={language}
            type="submit"
            name="language"
            value={language}
            lang={language}
            aria-current={language === current ? "true" : undefined}
            className={cx(
              "min-h-11 cursor-pointer rounded-md px-2.5 py-1.5 text-sm transition-colors hover:bg-iron-800 hover:text-ember-300 focus-visible:outline-2 focus-visible:outline-ember-400",
              language === current ? "font-semibold text-ember-300 underline underline-offset-4" : "text-iron-300",
              buttonClassName,
            )}
          >
            {languageNames[language]}
          </button>
        ))}
      </fieldset>
    </Form>
  );
}

/**
 * The wide header's language menu: a native <details> (opens without JavaScript) whose summary
 * names the page's language, holding the same switcher form.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const { t } = useLingui();
  const current: PageLanguage =
    (useRouteLoaderData("root") as { language?: PageLanguage } | undefined)?.language ?? defaultLanguage;
  // The pseudo-locale (a test of the translations) names itself in its own accented letters.
  const name = current === "pseudo" ? "Ƥśēũđō" : languageNames[current];
  return (
    <details className={cx("group relative", className)}>
      <summary
        className={buttonClasses("ghost", "sm", "list-none cursor-pointer [&::-webkit-details-marker]:hidden")}
        aria-label={t`Language: ${name}`}
      >
        <Languages aria-hidden="true" />
        <span aria-hidden="true" className="uppercase">
          {current === "pseudo" ? "ps" : current}
        </span>
      </summary>
      <div className="absolute top-full right-0 z-30 mt-2 rounded-lg border border-iron-700 bg-iron-900 p-2 shadow-card">
        <LanguageSwitcher className="w-40" fieldsetClassName="flex-col items-stretch" buttonClassName="text-left" />
      </div>
    </details>
  );
}
