import { msg } from "@lingui/core/macro";
import { data, type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { serverApi } from "../server-api/api-json.server";
import { clearedLanguageCookie, languageCookie } from "./language-cookie";
import { defaultLanguage, languages } from "./languages";
import { serverI18n } from "./server-i18n.server";
import { languageSwitchTarget } from "./switch-target";

/** "browser": the settings page's "Follow my browser" (the account's language and the cookie cleared). */
export const followBrowser = "browser";

/** The switcher's form (footer, header menus, settings page): the language and the page it was on. */
export const languageSwitchSchema = z.object({
  language: z.enum([...languages, followBrowser], { error: "Choose English, Deutsch or Français." }),
  redirect_to: z.string().max(2000).optional(),
});

/** The refusals, in the page's language (the `shell` catalog). */
export const languageNotSavedMessage = msg`We could not save your language just now. Please try again.`;
const chooseLanguageMessage = msg`Choose English, Deutsch or Français.`;

/**
 * POST /language (issue 39), a resource route's action: the page handler has checked the form's
 * token as on every page form. Sets the `lang` cookie, stores the choice on the account when
 * someone is signed in (PATCH /api/user/settings, in-process), and answers 303 to the same page in
 * the chosen language (`redirect_to`, a same-site path only: never an open redirect).
 */
export async function languageSwitchAction(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  const form = await args.request.formData();
  const parsed = languageSwitchSchema.safeParse({
    language: form.get("language"),
    redirect_to: form.get("redirect_to") ?? undefined,
  });
  if (!parsed.success)
    throw data({ message: (await serverI18n(args.context, ["shell"]))._(chooseLanguageMessage) }, { status: 422 });
  const { language, redirect_to } = parsed.data;
  const chosen = language === followBrowser ? null : language;

  const saved = await serverApi(args.context).fetch("/user/settings", { method: "PATCH", body: { language: chosen } });
  // 401: no one is signed in, the cookie alone keeps the choice.
  if (!saved.ok && saved.status !== 401)
    throw data(
      { message: (await serverI18n(args.context, ["shell"]))._(languageNotSavedMessage) },
      { status: saved.status },
    );

  const secure = new URL(args.request.url).protocol === "https:";
  const cookie = chosen ? languageCookie(chosen, secure) : clearedLanguageCookie(secure);
  throw redirect(languageSwitchTarget(redirect_to, chosen ?? defaultLanguage), {
    status: 303,
    headers: { "set-cookie": cookie },
  });
}
