import { InfoPage } from "../../components/info/info-page";
import { pageMeta } from "../../components/seo/page-meta";

export const meta = () =>
  pageMeta(
    "Cookie policy",
    "The two cookies Guildforge uses, what they do and how long they last. No tracking cookies.",
  );

export default function CookiesPage() {
  return (
    <InfoPage
      eyebrow="Policies"
      title="Cookie policy"
      lead="Guildforge uses two cookies, both strictly necessary to sign you in and protect your forms. We use no tracking, analytics or advertising cookies, so we do not ask for consent banners."
      updated="Last updated 1 November 2026"
    >
      <table>
        <thead>
          <tr>
            <th scope="col">Cookie</th>
            <th scope="col">Purpose</th>
            <th scope="col">Lasts</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Session cookie</td>
            <td>
              Keeps you signed in. It holds only a random identifier; your session itself is stored in our database.
              HttpOnly (scripts cannot read it), SameSite=Lax.
            </td>
            <td>Until you sign out, or 2 weeks without use</td>
          </tr>
          <tr>
            <td>
              <code>XSRF-TOKEN</code>
            </td>
            <td>
              Protects forms against cross-site request forgery: the page sends it back with every change you make, so
              another site cannot act in your name.
            </td>
            <td>Same as the session</td>
          </tr>
        </tbody>
      </table>
      <h2>Local storage</h2>
      <p>
        The site may keep a few technical flags in your browser's session storage (for example that you just signed
        out), which disappear when you close the tab. They are never sent to us.
      </p>
      <h2>Turning cookies off</h2>
      <p>
        You can block cookies in your browser. You can still browse classes and read every page, but you will not be
        able to sign in.
      </p>
    </InfoPage>
  );
}
