import { Trans, useLingui } from "@lingui/react/macro";
import { Flame, X } from "lucide-react";
import { Link } from "react-router";

/** The forge a browse page is narrowed to (decision 193); `name` is null when no such forge exists. */
export interface BrowseForge {
  id: number;
  name: string | null;
  /** The forge's place ("Portland"), when known. */
  place: string | null;
}

/** "Forge: Cinder Works · Portland", with a link that shows every forge's classes again (same other filters). */
export function ForgeFilterChip({ forge, clearHref }: { forge: BrowseForge; clearHref: string }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="forge-filter">
      <p className="inline-flex min-w-0 items-center gap-2 rounded-2xl bg-ember-900 px-4 py-1.5 text-sm text-iron-100 ring-1 ring-ember-700 ring-inset">
        <Flame aria-hidden="true" className="size-4 shrink-0 text-ember-300" />
        <span className="wrap-anywhere">
          <span className="text-ember-300">
            <Trans>Forge:</Trans>{" "}
          </span>
          {forge.name ? (
            <strong className="font-semibold" data-user-content="">
              {forge.name}
            </strong>
          ) : (
            <strong className="font-semibold">{t`not found`}</strong>
          )}
          {forge.place ? (
            <span className="text-iron-300">
              {" "}
              · <span data-user-content="">{forge.place}</span>
            </span>
          ) : null}
        </span>
      </p>
      <Link
        to={clearHref}
        className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-ember-300 hover:underline"
      >
        <X aria-hidden="true" className="size-4" /> <Trans>Show classes at every forge</Trans>
      </Link>
    </div>
  );
}
