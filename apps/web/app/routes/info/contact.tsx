import { Info, Mail } from "lucide-react";
import { InfoPage } from "../../components/info/info-page";
import { pageMeta } from "../../components/seo/page-meta";
import { Button, Card, Field, Input, Select, Textarea } from "../../components/ui";

export const meta = () =>
  pageMeta(
    "Contact us",
    "Write to the Guildforge team about classes, teaching, partnerships, privacy or anything else.",
  );

export default function ContactPage() {
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
      <p className="flex gap-3 rounded-md border border-info-300/30 bg-info-900 p-4 text-base text-info-300">
        <Info className="mt-1 size-5 shrink-0" aria-hidden="true" />
        <span>
          The contact form is not connected yet: sending from this page arrives in a later release. Until then, please
          email <a href="mailto:hello@guildforge.test">hello@guildforge.test</a>.
        </span>
      </p>
      <form className="not-prose mt-6 space-y-5 text-base" aria-describedby="contact-form-note">
        <p id="contact-form-note" className="sr-only">
          This form cannot be sent yet; email hello@guildforge.test instead.
        </p>
        <Field label="Your name" required>
          <Input name="name" autoComplete="name" required />
        </Field>
        <Field label="Email" hint="We only use it to answer you." required>
          <Input name="email" type="email" autoComplete="email" required />
        </Field>
        <Field label="Topic">
          <Select name="topic" defaultValue="class">
            <option value="class">A class or application</option>
            <option value="teaching">Teaching or hosting</option>
            <option value="account">My account</option>
            <option value="partners">Advertising and partnerships</option>
            <option value="other">Something else</option>
          </Select>
        </Field>
        <Field label="Message" required>
          <Textarea name="message" rows={6} required />
        </Field>
        <Button type="submit" disabled>
          Send message (coming soon)
        </Button>
      </form>
    </InfoPage>
  );
}
