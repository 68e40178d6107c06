import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { InfoPage } from "../../components/info/info-page";
import { infoPageData } from "../../components/info/info-page-data.server";
import { translatedMeta } from "../../lib/i18n/page-meta-text";
import type { Route } from "./+types/cancellation";

export const loader = ({ context }: Route.LoaderArgs) =>
  infoPageData(
    context,
    msg`Cancellation policy`,
    msg`Refunds when a student, instructor or host cancels a blacksmithing class, and what happens on bad weather or forge failure.`,
  );

export const meta = translatedMeta;

export default function CancellationPage() {
  return (
    <InfoPage
      eyebrow={<Trans>Policies</Trans>}
      title={<Trans>Cancellation policy</Trans>}
      lead={
        <Trans>
          Plans change. This policy says what you get back when a class is cancelled, by you or by us, so instructors
          can plan their seats and students are treated fairly.
        </Trans>
      }
      updated={<Trans>Last updated 1 November 2026</Trans>}
    >
      <h2>
        <Trans>When you cancel</Trans>
      </h2>
      <p>
        <Trans>Count days from the start of the class's first session, in the venue's time zone.</Trans>
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">
              <Trans>You cancel</Trans>
            </th>
            <th scope="col">
              <Trans>Refund</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <Trans>14 days or more before</Trans>
            </td>
            <td>
              <Trans>Full refund</Trans>
            </td>
          </tr>
          <tr>
            <td>
              <Trans>7 to 13 days before</Trans>
            </td>
            <td>
              <Trans>50% refund</Trans>
            </td>
          </tr>
          <tr>
            <td>
              <Trans>Less than 7 days before, or not turning up</Trans>
            </td>
            <td>
              <Trans>No refund, unless your seat is filled by another student (then a full refund)</Trans>
            </td>
          </tr>
        </tbody>
      </table>
      <p>
        <Trans>
          Cancel from <Link to="/dashboard/my-applications">My applications</Link> by withdrawing your application. If
          the class has a waitlist, the first person on it is offered your seat straight away, which makes a refill
          likely.
        </Trans>
      </p>

      <h2>
        <Trans>When the instructor or host cancels</Trans>
      </h2>
      <p>
        <Trans>
          If the instructor or the host cancels a class for any reason, every student gets a{" "}
          <strong>full refund</strong>, and is told at once by notification and email with the reason. Instructors who
          cancel repeatedly without good reason may lose the right to list classes.
        </Trans>
      </p>

      <h2>
        <Trans>Weather and forge failure</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Severe weather</strong>: if official warnings make travel unsafe, or the venue cannot open, the
            instructor either moves the class to a new date or cancels it. You may accept the new date or take a full
            refund.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Forge or equipment failure</strong> (a failed blower, gas supply, power cut or a broken power
            hammer) that stops a class from running: the class is rescheduled or refunded in full; if it stops part way,
            the unused sessions are rescheduled or refunded pro rata.
          </Trans>
        </li>
        <li>
          <Trans>
            Heat: on very hot days instructors may shorten sessions for safety. A session that runs at least three
            quarters of its planned time counts as delivered.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>Changes to a class</Trans>
      </h2>
      <p>
        <Trans>
          If the instructor changes the date, time, venue or price of a class you are accepted to, you are notified of
          exactly what changed. If the change does not suit you, you may withdraw within 7 days of the notice for a full
          refund, whatever the date.
        </Trans>
      </p>

      <h2>
        <Trans>Safety removals</Trans>
      </h2>
      <p>
        <Trans>
          An instructor may ask a student to stop working if they ignore the <Link to="/safety">safety rules</Link>{" "}
          after a warning. No refund is due in that case.
        </Trans>
      </p>

      <h2>
        <Trans>Payments</Trans>
      </h2>
      <p>
        <Trans>
          Guildforge shows class prices now; online payment comes later. Until then, refunds for classes paid directly
          to the instructor or host follow this policy and are made by them.
        </Trans>
      </p>
    </InfoPage>
  );
}
