import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { useLocalizedPath } from "../../lib/i18n/use-localized-path";
import { LogoMark } from "../art/logo-mark";

export function LogoLink() {
  const { t } = useLingui();
  const localized = useLocalizedPath();
  return (
    <Link
      to={localized("/")}
      className="group inline-flex items-center gap-2.5 rounded-md"
      aria-label={t`Guildforge home`}
    >
      <LogoMark className="size-9 transition-transform group-hover:-rotate-6" />
      {/* The brand is the same in every language. */}
      <span translate="no" className="font-display text-2xl font-semibold tracking-tight text-iron-100">
        Guild<span className="text-ember-400">forge</span>
      </span>
    </Link>
  );
}
