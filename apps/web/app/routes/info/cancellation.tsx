import { Link } from "react-router";
import { InfoPage } from "../../components/info/info-page";
import { pageMeta } from "../../components/seo/page-meta";

export const meta = () =>
  pageMeta(
    "Cancellation policy",
    "Refunds when a student, instructor or host cancels a blacksmithing class, and what happens on bad weather or forge failure.",
  );

export default function CancellationPage() {
  return (
    <InfoPage
      eyebrow="Policies"
      title="Cancellation policy"
      lead="Plans change. This policy says what you get back when a class is cancelled, by you or by us, so instructors can plan their seats and students are treated fairly."
      updated="Last updated 1 November 2026"
    >
      <h2>When you cancel</h2>
      <p>Count days from the start of the class's first session, in the venue's time zone.</p>
      <table>
        <thead>
          <tr>
            <th scope="col">You cancel</th>
            <th scope="col">Refund</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>14 days or more before</td>
            <td>Full refund</td>
          </tr>
          <tr>
            <td>7 to 13 days before</td>
            <td>50% refund</td>
          </tr>
          <tr>
            <td>Less than 7 days before, or not turning up</td>
            <td>No refund, unless your seat is filled by another student (then a full refund)</td>
          </tr>
        </tbody>
      </table>
      <p>
        Cancel from <Link to="/dashboard/my-applications">My applications</Link> by withdrawing your application. If the
        class has a waitlist, the first person on it is offered your seat straight away, which makes a refill likely.
      </p>

      <h2>When the instructor or host cancels</h2>
      <p>
        If the instructor or the host cancels a class for any reason, every student gets a <strong>full refund</strong>,
        and is told at once by notification and email with the reason. Instructors who cancel repeatedly without good
        reason may lose the right to list classes.
      </p>

      <h2>Weather and forge failure</h2>
      <ul>
        <li>
          <strong>Severe weather</strong>: if official warnings make travel unsafe, or the venue cannot open, the
          instructor either moves the class to a new date or cancels it. You may accept the new date or take a full
          refund.
        </li>
        <li>
          <strong>Forge or equipment failure</strong> (a failed blower, gas supply, power cut or a broken power hammer)
          that stops a class from running: the class is rescheduled or refunded in full; if it stops part way, the
          unused sessions are rescheduled or refunded pro rata.
        </li>
        <li>
          Heat: on very hot days instructors may shorten sessions for safety. A session that runs at least three
          quarters of its planned time counts as delivered.
        </li>
      </ul>

      <h2>Changes to a class</h2>
      <p>
        If the instructor changes the date, time, venue or price of a class you are accepted to, you are notified of
        exactly what changed. If the change does not suit you, you may withdraw within 7 days of the notice for a full
        refund, whatever the date.
      </p>

      <h2>Safety removals</h2>
      <p>
        An instructor may ask a student to stop working if they ignore the <Link to="/safety">safety rules</Link> after
        a warning. No refund is due in that case.
      </p>

      <h2>Payments</h2>
      <p>
        Guildforge shows class prices now; online payment comes later. Until then, refunds for classes paid directly to
        the instructor or host follow this policy and are made by them.
      </p>
    </InfoPage>
  );
}
