import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Mail } from "lucide-react";
import { InfoPage } from "../../components/info/info-page";
import { Card } from "../../components/ui";
import { ContactForm } from "../../features/feedback/components/contact-form";
import { contactAction } from "../../features/feedback/server/contact.server";
import { loadFeedbackFormToken } from "../../features/feedback/server/feedback-form-token.server";
import { formClientAction } from "../../lib/forms/client-action";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import { pageMetaData } from "../../lib/i18n/page-meta-data.server";
import { translatedMeta } from "../../lib/i18n/page-meta-text";
import type { Route } from "./+types/contact";

export const loader = async (args: Route.LoaderArgs) => {
  const [page, token] = await Promise.all([
    pageMetaData(
      args.context,
      ["info", "feedback", "forms"],
      msg`Contact us`,
      msg`Write to the Guildforge team about classes, teaching, partnerships, privacy or anything else.`,
    ),
    loadFeedbackFormToken(args),
  ]);
  return { ...page, ...token };
};

export const meta = translatedMeta;
export const action = (args: Route.ActionArgs) => contactAction(args);
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <InfoPage
      eyebrow={<Trans>Help</Trans>}
      title={<Trans>Contact us</Trans>}
      lead={
        <Trans>
          Questions about a class, teaching, your account or partnerships: a person on the Guildforge team reads every
          message and answers within two working days.
        </Trans>
      }
      aside={
        <Card>
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <Mail className="size-5 text-ember-300" aria-hidden="true" /> <Trans>Email us</Trans>
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <Trans>General:</Trans>{" "}
              <a href="mailto:hello@guildforge.test" className="text-ember-400 underline">
                hello@guildforge.test
              </a>
            </li>
            <li>
              <Trans>Privacy:</Trans>{" "}
              <a href="mailto:privacy@guildforge.test" className="text-ember-400 underline">
                privacy@guildforge.test
              </a>
            </li>
            <li>
              <Trans>Partners:</Trans>{" "}
              <a href="mailto:partners@guildforge.test" className="text-ember-400 underline">
                partners@guildforge.test
              </a>
            </li>
          </ul>
          <p className="mt-4 text-sm text-iron-300">
            <Trans>For a problem during a class, speak to your instructor first: they can act on the spot.</Trans>
          </p>
        </Card>
      }
    >
      <h2>
        <Trans>Send a message</Trans>
      </h2>
      <p>
        <Trans>A person on the team reads it and answers by email.</Trans>
      </p>
      <ContactForm feedbackToken={loaderData.feedbackToken} lastResult={actionData?.result} />
    </InfoPage>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
