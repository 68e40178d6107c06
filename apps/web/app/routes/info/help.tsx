import { Link } from "react-router";
import { InfoPage } from "../../components/info/info-page";
import { pageMeta } from "../../components/seo/page-meta";

export const meta = () =>
  pageMeta(
    "Help center",
    "How to find and apply to classes, manage your account, teach on Guildforge and get support.",
  );

export default function HelpPage() {
  return (
    <InfoPage
      eyebrow="Help"
      title="Help center"
      lead="Short answers to the things people most often need help with. Can't find yours? Contact us and a person will answer."
    >
      <h2>Taking classes</h2>
      <ul>
        <li>
          <strong>Finding a class</strong>: <Link to="/classes">browse classes</Link> and filter by theme and place, or
          start from a theme guide such as <Link to="/learn/knife-making">knife making</Link>.
        </li>
        <li>
          <strong>Applying</strong>: open the class, press Apply, add a short note and accept the safety requirements.
          You will be told by notification and email when the instructor decides.
        </li>
        <li>
          <strong>Your applications</strong> and waitlist positions are on{" "}
          <Link to="/dashboard/my-applications">My applications</Link>.
        </li>
        <li>
          <strong>Cancelling</strong>: withdraw your application; refunds follow the{" "}
          <Link to="/cancellation">cancellation policy</Link>.
        </li>
      </ul>
      <h2>Your account</h2>
      <ul>
        <li>
          <strong>Forgot your password?</strong> Use <Link to="/forgot-password">reset password</Link>; the link in the
          email works for an hour.
        </li>
        <li>
          <strong>Didn't get the verification email?</strong> Check spam, then ask for a new one from{" "}
          <Link to="/verify-email">verify email</Link>.
        </li>
        <li>
          <strong>Too many emails?</strong> Choose which ones you get in{" "}
          <Link to="/settings/notifications">notification settings</Link>.
        </li>
      </ul>
      <h2>Teaching and hosting</h2>
      <ul>
        <li>
          Apply on <Link to="/become-instructor">Become an instructor</Link>; we review applications within a week.
        </li>
        <li>Once approved, create classes and decide on applications from your dashboard.</li>
      </ul>
      <h2>Still stuck?</h2>
      <p>
        Read the <Link to="/faq">FAQ</Link>, <Link to="/contact">contact us</Link>, or{" "}
        <Link to="/bug-report">report a bug</Link> if something on the site is broken.
      </p>
    </InfoPage>
  );
}
