import { contactTopicLabels, contactTopics } from "@guildforge/contracts";
import { useState } from "react";
import { Field, FormAlert, Input, Select, SubmitButton, Textarea } from "../../../components/ui";
import { sendContact } from "../api/send-contact";
import { useFeedbackForm } from "../hooks/use-feedback-form";
import { Honeypot } from "./honeypot";

/** /contact: name, email, topic and message, answered by email from the admin inbox. */
export function ContactForm() {
  const { pending, errors, formError, submit } = useFeedbackForm();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [topic, setTopic] = useState<(typeof contactTopics)[number]>("general");
  const [message, setMessage] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const [sent, setSent] = useState(false);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const ok = await submit((form_token) =>
      sendContact({ name, email, topic, message, form_token, website: honeypot }),
    );
    if (ok) setSent(true);
  };

  if (sent) {
    return (
      <FormAlert tone="success">
        Thank you, your message is on its way. We answer by email within two working days.
      </FormAlert>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="not-prose relative mt-6 space-y-5 text-base">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Field label="Your name" error={errors.name} required>
        <Input autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
      </Field>
      <Field label="Email" hint="We only use it to answer you." error={errors.email} required>
        <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field label="Topic" error={errors.topic}>
        <Select value={topic} onChange={(e) => setTopic(e.target.value as (typeof contactTopics)[number])}>
          {contactTopics.map((t) => (
            <option key={t} value={t}>
              {contactTopicLabels[t]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Message" error={errors.message} required>
        <Textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={6} maxLength={5000} />
      </Field>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <SubmitButton pending={pending} pendingLabel="Sending...">
        Send message
      </SubmitButton>
    </form>
  );
}
