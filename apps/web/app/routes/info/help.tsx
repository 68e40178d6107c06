import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { InfoPage } from "../../components/info/info-page";
import { infoPageData } from "../../components/info/info-page-data.server";
import { translatedMeta } from "../../lib/i18n/page-meta-text";
import type { Route } from "./+types/help";

export const loader = ({ context }: Route.LoaderArgs) =>
  infoPageData(
    context,
    msg`Help center`,
    msg`How to find and apply to classes, manage your account, teach on Guildforge and get support.`,
  );

export const meta = translatedMeta;

export default function HelpPage() {
  return (
    <InfoPage
      eyebrow={<Trans>Help</Trans>}
      title={<Trans>Help center</Trans>}
      lead={
        <Trans>
          Short answers to the things people most often need help with. Can't find yours? Contact us and a person will
          answer.
        </Trans>
      }
    >
      <h2>
        <Trans>Taking classes</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Finding a class</strong>: <Link to="/classes">browse classes</Link> and filter by theme and place,
            or start from a theme guide such as <Link to="/learn/knife-making">knife making</Link>.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Applying</strong>: open the class, press Apply, add a short note and accept the safety requirements.
            You will be told by notification and email when the instructor decides.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Your applications</strong> and waitlist positions are on{" "}
            <Link to="/dashboard/my-applications">My applications</Link>.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Cancelling</strong>: withdraw your application; refunds follow the{" "}
            <Link to="/cancellation">cancellation policy</Link>.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>Your account</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Forgot your password?</strong> Use <Link to="/forgot-password">reset password</Link>; the link in
            the email works for an hour.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Didn't get the verification email?</strong> Check spam, then ask for a new one from{" "}
            <Link to="/verify-email">verify email</Link>.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Too many emails?</strong> Choose which ones you get in{" "}
            <Link to="/settings/notifications">notification settings</Link>.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>Teaching and hosting</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Apply on <Link to="/become-instructor">Become an instructor</Link>; we review applications within a week.
          </Trans>
        </li>
        <li>
          <Trans>Once approved, create classes and decide on applications from your dashboard.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>Still stuck?</Trans>
      </h2>
      <p>
        <Trans>
          Read the <Link to="/faq">FAQ</Link>, <Link to="/contact">contact us</Link>, or{" "}
          <Link to="/bug-report">report a bug</Link> if something on the site is broken.
        </Trans>
      </p>
    </InfoPage>
  );
}
