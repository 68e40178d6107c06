import { Trans } from "@lingui/react/macro";
import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Container } from "../ui";

export function SafetyNote() {
  return (
    <section aria-labelledby="safety-title">
      <Container size="wide">
        <div className="flex flex-col gap-5 rounded-lg border border-iron-700 bg-iron-850 p-6 sm:flex-row sm:items-center sm:p-8">
          <ShieldCheck className="size-12 shrink-0 text-success-400" aria-hidden="true" />
          <div>
            <h2 id="safety-title" className="text-2xl font-semibold">
              <Trans>Safety first, every class</Trans>
            </h2>
            <p className="mt-2 text-iron-300">
              <Trans>
                Instructors brief every student, provide eye and ear protection, and keep to our forge safety rules.
                Know what to wear and what to expect before you arrive.
              </Trans>
            </p>
          </div>
          <Link
            to="/safety"
            className="shrink-0 font-semibold text-ember-400 underline hover:text-ember-300 sm:ml-auto"
          >
            <Trans>Read the safety rules</Trans>
          </Link>
        </div>
      </Container>
    </section>
  );
}
