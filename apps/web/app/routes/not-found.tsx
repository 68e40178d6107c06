import { msg } from "@lingui/core/macro";
import { data } from "react-router";
import { serverI18n } from "../lib/i18n/server-i18n.server";
import type { Route } from "./+types/not-found";

/** Unknown routes: a 404 "Page not found: {path}" rendered by the root error screen, in the page's language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const i18n = await serverI18n(context, ["shell"]);
  throw data({ message: i18n._(msg`Page not found: ${path}`) }, { status: 404 });
}

export default function NotFound() {
  return null;
}
