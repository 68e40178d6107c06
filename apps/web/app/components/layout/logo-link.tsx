import { Link } from "react-router";
import { LogoMark } from "../art/logo-mark";

export function LogoLink() {
  return (
    <Link to="/" className="group inline-flex items-center gap-2.5 rounded-md" aria-label="Guildforge home">
      <LogoMark className="size-9 transition-transform group-hover:-rotate-6" />
      <span className="font-display text-2xl font-semibold tracking-tight text-iron-100">
        Guild<span className="text-ember-400">forge</span>
      </span>
    </Link>
  );
}
