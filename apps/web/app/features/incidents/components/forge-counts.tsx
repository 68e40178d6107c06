import type { IncidentForgeCount } from "@guildforge/contracts";
import { Plural, Trans } from "@lingui/react/macro";
import { Card } from "../../../components/ui";

/** The admins' overview: how many incidents each forge's classes have, most first. */
export function ForgeCounts({ counts }: { counts: IncidentForgeCount[] }) {
  return (
    <section aria-labelledby="forge-counts-heading" className="mt-8">
      <h2 id="forge-counts-heading" className="font-display text-2xl font-semibold text-iron-100">
        <Trans>Incidents per forge</Trans>
      </h2>
      {counts.length ? (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="forge-counts">
          {counts.map((c) => (
            <li key={c.forge?.id ?? "none"}>
              <Card className="flex items-baseline justify-between gap-4 p-4">
                {c.forge ? (
                  <span className="font-semibold break-words text-iron-100" data-user-content="">
                    {c.forge.name}
                  </span>
                ) : (
                  <span className="font-semibold text-iron-300">
                    <Trans>Classes without a forge</Trans>
                  </span>
                )}
                <span className="shrink-0 text-sm text-iron-300">
                  <Plural value={c.count} one="# incident" other="# incidents" />
                </span>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-iron-300">
          <Trans>No incidents have been recorded.</Trans>
        </p>
      )}
    </section>
  );
}
