import { Mail } from "lucide-react";
import { InfoPage } from "../../components/info/info-page";
import { pageMeta } from "../../components/seo/page-meta";
import { Card } from "../../components/ui";
import { ContactForm } from "../../features/feedback/components/contact-form";
import { contactAction } from "../../features/feedback/server/contact.server";
import { loadFeedbackFormToken } from "../../features/feedback/server/feedback-form-token.server";
import { formClientAction } from "../../lib/forms/client-action";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import type { Route } from "./+types/contact";

export const meta = () =>
  pageMeta(
    "Contact us",
    "Write to the Guildforge team about classes, teaching, partnerships, privacy or anything else.",
  );

export const loader = (args: Route.LoaderArgs) => loadFeedbackFormToken(args);
export const action = (args: Route.ActionArgs) => contactAction(args);
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <InfoPage
      eyebrow="Help"
      title="Contact us"
      lead="Questions about a class, teaching, your account or partnerships: a person on the Guildforge team reads every message and answers within two working days."
      aside={
        <Card>
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <Mail className="size-5 text-ember-300" aria-hidden="true" /> Email us
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              General:{" "}
              <a href="mailto:hello@guildforge.test" className="text-ember-400 underline">
                hello@guildforge.test
              </a>
            </li>
            <li>
              Privacy:{" "}
              <a href="mailto:privacy@guildforge.test" className="text-ember-400 underline">
                privacy@guildforge.test
              </a>
            </li>
            <li>
              Partners:{" "}
              <a href="mailto:partners@guildforge.test" className="text-ember-400 underline">
                partners@guildforge.test
              </a>
            </li>
          </ul>
          <p className="mt-4 text-sm text-iron-300">
            For a problem during a class, speak to your instructor first: they can act on the spot.
          </p>
        </Card>
      }
    >
      <h2>Send a message</h2>
      <p>A person on the team reads it and answers by email.</p>
      <ContactForm feedbackToken={loaderData.feedbackToken} lastResult={actionData?.result} />
    </InfoPage>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
