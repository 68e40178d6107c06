import { redirect } from "react-router";
import { formClientAction } from "../lib/forms/client-action";
import { languageSwitchAction } from "../lib/i18n/language-action.server";
import type { Route } from "./+types/language";

/**
 * The language switcher's resource route (issue 39), with only an action: the footer's, the header
 * menus' and the settings page's language forms post here and land on the same page in the chosen
 * language. A matched route with an action, so the page handler checks its form token.
 */
export const action = (args: Route.ActionArgs) => languageSwitchAction(args);
/** With JavaScript: a send that cannot reach the server keeps the page and says so (SPEC toasts). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());
/** Opened as a page (a bookmark, a typed address): home. */
export const loader = () => redirect("/");
