import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { SpriteIcon } from "../icons/sprite";
import { buttonClasses, Container } from "../ui";

export function TeachCta() {
  return (
    <section aria-labelledby="teach-title" className="py-20">
      <Container size="wide">
        <div className="relative overflow-hidden rounded-xl border border-ember-700/60 bg-gradient-to-br from-ember-900 via-iron-850 to-iron-900 p-8 shadow-card sm:p-12">
          <SpriteIcon
            name="anvil"
            className="pointer-events-none absolute -right-6 -bottom-8 size-56 text-ember-500/10"
          />
          <p className="text-sm font-semibold tracking-widest text-ember-300 uppercase">
            <Trans>For instructors and hosts</Trans>
          </p>
          <h2 id="teach-title" className="mt-3 max-w-2xl text-4xl font-semibold">
            <Trans>Share your forge. Teach the next generation of smiths.</Trans>
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-iron-200">
            <Trans>
              List classes, choose your students, and see which classes people are asking for before you plan one. Hosts
              can open their forge to visiting instructors.
            </Trans>
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/become-instructor" className={buttonClasses("primary", "lg")}>
              <Trans>Become an instructor</Trans>
            </Link>
            <Link to="/features" className={buttonClasses("ghost", "lg")}>
              <Trans>See what you get</Trans>
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
