import { Trans } from "@lingui/react/macro";
import { Flame } from "lucide-react";
import { Link } from "react-router";
import { ForgeScene } from "../art/forge-scene";
import { SpriteIcon } from "../icons/sprite";
import { buttonClasses, Container } from "../ui";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <Container size="wide" className="grid items-center gap-10 py-16 sm:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-ember-700 bg-ember-900/60 px-3 py-1 text-sm font-semibold text-ember-300">
            <Flame className="size-4" aria-hidden="true" /> <Trans>In-person classes at real forges</Trans>
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-5xl leading-[1.05] font-semibold tracking-tight text-iron-100 sm:text-6xl lg:text-7xl"
          >
            <Trans>
              Learn the craft of the <span className="ember-text">forge</span>
            </Trans>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-iron-300 sm:text-xl">
            <Trans>
              Book hands-on blacksmithing classes with working smiths: forge your first knife, make your own tools, or
              shape a gate scroll. No experience needed; safety gear provided.
            </Trans>
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/classes" className={buttonClasses("primary", "lg")}>
              <Trans>Browse classes</Trans> <SpriteIcon name="arrow-right" />
            </Link>
            <Link to="/request-class" className={buttonClasses("secondary", "lg")}>
              <Trans>Request a class</Trans>
            </Link>
          </div>
        </div>
        <div className="relative mx-auto w-full max-w-lg">
          <ForgeScene className="w-full drop-shadow-[0_20px_60px_rgba(242,107,29,0.25)]" />
        </div>
      </Container>
    </section>
  );
}
