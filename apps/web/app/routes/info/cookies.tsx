import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { InfoPage } from "../../components/info/info-page";
import { infoPageData } from "../../components/info/info-page-data.server";
import { translatedMeta } from "../../lib/i18n/page-meta-text";
import type { Route } from "./+types/cookies";

export const loader = ({ context }: Route.LoaderArgs) =>
  infoPageData(
    context,
    msg`Cookie policy`,
    msg`The two cookies Guildforge uses, what they do and how long they last. No tracking cookies.`,
  );

export const meta = translatedMeta;

export default function CookiesPage() {
  return (
    <InfoPage
      eyebrow={<Trans>Policies</Trans>}
      title={<Trans>Cookie policy</Trans>}
      lead={
        <Trans>
          Guildforge uses two cookies, both strictly necessary to sign you in and protect your forms. We use no
          tracking, analytics or advertising cookies, so we do not ask for consent banners.
        </Trans>
      }
      updated={<Trans>Last updated 1 November 2026</Trans>}
    >
      <table>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Cookie</Trans>
            </th>
            <th scope="col">
              <Trans>Purpose</Trans>
            </th>
            <th scope="col">
              <Trans>Lasts</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <Trans>Session cookie</Trans>
            </td>
            <td>
              <Trans>
                Keeps you signed in. It holds only a random identifier; your session itself is stored in our database.
                HttpOnly (scripts cannot read it), SameSite=Lax.
              </Trans>
            </td>
            <td>
              <Trans>Until you sign out, or 2 weeks without use</Trans>
            </td>
          </tr>
          <tr>
            <td>
              <code>XSRF-TOKEN</code>
            </td>
            <td>
              <Trans>
                Protects forms against cross-site request forgery: the page sends it back with every change you make, so
                another site cannot act in your name.
              </Trans>
            </td>
            <td>
              <Trans>Same as the session</Trans>
            </td>
          </tr>
        </tbody>
      </table>
      <h2>
        <Trans>Local storage</Trans>
      </h2>
      <p>
        <Trans>
          The site may keep a few technical flags in your browser's session storage (for example that you just signed
          out), which disappear when you close the tab. They are never sent to us.
        </Trans>
      </p>
      <h2>
        <Trans>Turning cookies off</Trans>
      </h2>
      <p>
        <Trans>
          You can block cookies in your browser. You can still browse classes and read every page, but you will not be
          able to sign in.
        </Trans>
      </p>
    </InfoPage>
  );
}
