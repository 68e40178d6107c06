import { redirect } from "react-router";
import { signOutAction } from "../features/auth/server/sign-out-action.server";
import { signOutClientAction } from "../features/auth/stores/sign-out";
import type { Route } from "./+types/logout";

/**
 * A resource route with only an action (decision 535): "Sign out" in the account menu and on
 * /profile posts here, and lands on the home page signed out.
 */
export const action = (args: Route.ActionArgs) => signOutAction(args);
/** With JavaScript: this tab's session ends at once, whatever the call answers (docs/product.md#states). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => signOutClientAction(() => serverAction());
/** Opened as a page (a bookmark, a typed address): signing out takes a POST, so home. */
export const loader = () => redirect("/");
