import { data } from "react-router";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  throw data({ message: `Page not found: ${path}` }, { status: 404 });
}

export default function NotFound() {
  return null;
}
