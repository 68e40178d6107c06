import { createInvitationSchema, invitationValidDays } from "@guildforge/contracts";
import { MailPlus } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonClasses, Card, Field, FormAlert, Input, Select, SubmitButton } from "../../../components/ui";
import { isApiError, showInline } from "../../../lib/api";
import { createInvitation } from "../api/create-invitation";

export interface InviteForge {
  id: number;
  name: string;
}

/**
 * "Invite an instructor" on the dashboard of hosts and admins (decision 373): an email and the
 * forge they will teach at; the invitation is emailed, and its link is shown once to share.
 */
export function InviteInstructorPanel({ forges, isAdmin }: { forges: InviteForge[]; isAdmin: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusEmail = () => (formRef.current?.elements.namedItem("email") as HTMLInputElement | null)?.focus();
  const [errors, setErrors] = useState<{ email?: string; venue_id?: string }>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ email: string; url: string } | null>(null);

  if (!isAdmin && forges.length === 0) {
    return (
      <Card className="space-y-3 p-5">
        <h2 className="text-xl font-semibold text-iron-100">Invite an instructor</h2>
        <p className="text-iron-300">Instructors are invited to teach at one of your forges. List your forge first.</p>
        <Link to="/dashboard/forges/new" className={buttonClasses("secondary", "sm")}>
          Add a forge
        </Link>
      </Card>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const venue = String(form.get("venue_id") ?? "");
    const parsed = createInvitationSchema.safeParse({
      email: String(form.get("email") ?? ""),
      ...(venue ? { venue_id: Number(venue) } : {}),
    });
    if (!parsed.success) {
      const email = parsed.error.issues.find((i) => i.path[0] === "email")?.message;
      setErrors({ email: email ?? "Enter a valid email address." });
      focusEmail();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const created = await createInvitation(parsed.data);
      setSent({ email: created.email, url: created.url });
      element.reset();
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.errors) {
        showInline(error);
        setErrors({ email: error.errors.email?.[0], venue_id: error.errors.venue_id?.[0] });
        focusEmail();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="space-y-4 p-5" data-testid="invite-instructor">
      <div className="flex items-center gap-3">
        <MailPlus className="size-6 shrink-0 text-ember-400" aria-hidden="true" />
        <h2 className="text-xl font-semibold text-iron-100">Invite an instructor</h2>
      </div>
      <p className="text-sm text-iron-300">
        We email them a link, valid for {invitationValidDays} days. Once they accept, they can teach classes at the
        forge you choose.
      </p>
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="grid gap-4 sm:grid-cols-[2fr_2fr_auto] sm:items-end"
      >
        <Field label="Their email" error={errors.email} required>
          <Input name="email" type="email" autoComplete="off" placeholder="smith@example.com" />
        </Field>
        <Field label="Forge" error={errors.venue_id}>
          <Select name="venue_id" defaultValue={forges[0] ? String(forges[0].id) : ""}>
            {isAdmin ? <option value="">No forge (teaches anywhere)</option> : null}
            {forges.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </Select>
        </Field>
        {/* Disabled until hydrated: this form is JavaScript-only (decision 475). */}
        <SubmitButton pending={busy} pendingLabel="Sending…">
          Send invitation
        </SubmitButton>
      </form>
      {sent ? (
        <FormAlert tone="success">
          Invitation sent to <strong>{sent.email}</strong>. You can also share this link with them:{" "}
          <a href={sent.url} className="break-all underline">
            {sent.url}
          </a>
        </FormAlert>
      ) : null}
    </Card>
  );
}
