import { useState } from "react";
import { Field, FormAlert, Input, SubmitButton, Textarea } from "../../../components/ui";
import { sendFeatureRequest } from "../api/send-feature-request";
import { useFeedbackForm } from "../hooks/use-feedback-form";
import { Honeypot } from "./honeypot";

/** /feature-request: a title, the idea, and an email for signed-out senders who want an answer. */
export function FeatureRequestForm({ signedIn }: { signedIn: boolean }) {
  const { pending, errors, formError, submit } = useFeedbackForm();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [email, setEmail] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const [sent, setSent] = useState(false);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const ok = await submit((form_token) =>
      sendFeatureRequest({
        title,
        description,
        email: signedIn ? undefined : email.trim() || undefined,
        form_token,
        website: honeypot,
      }),
    );
    if (ok) setSent(true);
  };

  if (sent) {
    return <FormAlert tone="success">Thank you: your idea is in the team's inbox.</FormAlert>;
  }
  return (
    <form onSubmit={onSubmit} noValidate className="not-prose relative space-y-5 text-base">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Field label="Your idea in a line" error={errors.title} required>
        <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} />
      </Field>
      <Field
        label="Tell us more"
        hint="The problem you hit, and how you work around it today."
        error={errors.description}
        required
      >
        <Textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={6} maxLength={5000} />
      </Field>
      {signedIn ? null : (
        <Field label="Your email (optional)" hint="Only if you would like an answer." error={errors.email}>
          <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
      )}
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <SubmitButton pending={pending} pendingLabel="Sending...">
        Send idea
      </SubmitButton>
    </form>
  );
}
