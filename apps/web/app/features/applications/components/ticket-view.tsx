import type { Ticket } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { Card, Container, FormAlert } from "../../../components/ui";
import { formatSession } from "../../../lib/format-date";
import { useLocale } from "../../../lib/locale";
import type { QrPath } from "../server/ticket.server";

/** A seat's ticket (issue 40 point 3): the QR code to show at the forge door, the class and its sessions. */
export function TicketView({ ticket, url, qr }: { ticket: Ticket; url: string; qr: QrPath | null }) {
  const locale = useLocale();
  const { t } = useLingui();
  const refused = {
    valid: null,
    not_accepted: t`This seat is no longer held: the application was withdrawn or not accepted. The ticket does not admit.`,
    class_cancelled: t`This class was cancelled. The ticket does not admit.`,
    class_over: t`This class has taken place. Thank you for coming to the forge.`,
  }[ticket.state];
  return (
    <Container size="prose" className="py-8 sm:py-14">
      <Card className="mx-auto max-w-md space-y-5 text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-ember-300">
          <Trans>Ticket</Trans>
        </p>
        <h1 className="font-display text-2xl font-semibold text-iron-50">
          <Link to={ticket.class.url} className="hover:underline" data-user-content="">
            {ticket.class.title}
          </Link>
        </h1>
        <p className="text-lg text-iron-100" data-user-content="">
          {ticket.student.name}
        </p>
        {qr ? (
          <figure className="space-y-2">
            <div className="mx-auto w-full max-w-72 rounded-lg bg-white p-4">
              <svg
                viewBox={`-2 -2 ${qr.size + 4} ${qr.size + 4}`}
                className="block h-auto w-full"
                role="img"
                aria-label={t`QR code of this ticket`}
                shapeRendering="crispEdges"
                data-testid="ticket-qr"
                data-url={url}
              >
                <rect x="-2" y="-2" width={qr.size + 4} height={qr.size + 4} fill="#fff" />
                <path d={qr.d} fill="#000" />
              </svg>
            </div>
            <figcaption className="text-sm text-iron-300">
              <Trans>Show this at the forge door. Turn your screen brightness up.</Trans>
            </figcaption>
          </figure>
        ) : null}
        {refused ? <FormAlert tone={ticket.state === "class_over" ? "info" : "danger"}>{refused}</FormAlert> : null}
        <dl className="space-y-3 text-left text-sm">
          <div>
            <dt className="text-iron-400">{ticket.sessions.length > 1 ? t`Sessions` : t`When`}</dt>
            {ticket.sessions.map((s) => (
              <dd key={s.starts_at} className="text-iron-100">
                <time dateTime={s.starts_at}>{formatSession(s.starts_at, s.ends_at, ticket.time_zone, locale)}</time>
              </dd>
            ))}
          </div>
          {ticket.forge ? (
            <div>
              <dt className="text-iron-400">
                <Trans>Forge</Trans>
              </dt>
              <dd className="text-iron-100" data-user-content="">
                {ticket.forge.name}, {ticket.forge.address}
              </dd>
            </div>
          ) : null}
        </dl>
      </Card>
    </Container>
  );
}
