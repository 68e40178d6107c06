import { msg } from "@lingui/core/macro";
import { pageMeta } from "../components/seo/page-meta";
import { TicketView } from "../features/applications/components/ticket-view";
import { loadTicket } from "../features/applications/server/ticket.server";
import { pageMetaData } from "../lib/i18n/page-meta-data.server";
import type { Route } from "./+types/ticket";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.meta.title ?? "", loaderData?.meta.description ?? "", { noindex: true });

/** A seat's ticket (issue 40 point 3): anyone with the link sees it, as with a paper ticket. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const [found, messages] = await Promise.all([
    loadTicket(context, request, params.code),
    pageMetaData(context, ["shell", "applications"], msg`Your ticket`, msg`Show this at the forge door to check in.`),
  ]);
  return { ...found, ...messages };
}

export default function TicketPage({ loaderData }: Route.ComponentProps) {
  return <TicketView ticket={loaderData.ticket} url={loaderData.url} qr={loaderData.qr} />;
}
