import { type DeleteAccountBody, deleteAccountBodySchema } from "@guildforge/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import {
  Button,
  buttonClasses,
  Card,
  Dialog,
  DialogActions,
  Field,
  FormAlert,
  Input,
  SubmitButton,
} from "../../../components/ui";
import { isApiError } from "../../../lib/api";
import { deleteAccount } from "../api/delete-account";

/**
 * /profile's "Your data": download everything as a JSON file (a plain link: the browser saves
 * the API's attachment), and delete the account after typing the password (decision 532).
 */
export function YourDataCard({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<DeleteAccountBody>({
    resolver: zodResolver(deleteAccountBodySchema),
    defaultValues: { password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await deleteAccount(values);
      setOpen(false);
      onDeleted();
    } catch (error) {
      const fieldMessage = isApiError(error) ? error.errors?.password?.[0] : undefined;
      if (fieldMessage) form.setError("password", { message: fieldMessage });
      else setProblem(isApiError(error) ? error.message : "Your account was not deleted. Please try again.");
    }
  });

  return (
    <Card className="space-y-6">
      <h2 className="text-2xl font-semibold text-iron-100">Your data</h2>
      <div className="space-y-3">
        <p className="text-iron-300">
          A copy of everything we hold about you: your profile, applications, class requests and votes, the messages you
          wrote and your notifications, as one file.
        </p>
        <a href="/api/user/export" download className={buttonClasses("secondary", "sm")}>
          <Download aria-hidden="true" /> Download your data
        </a>
      </div>
      <div className="space-y-3 border-t border-iron-700 pt-6">
        <h3 className="text-lg font-semibold text-iron-100">Delete your account</h3>
        <p className="text-iron-300">
          Your profile and the messages you wrote are deleted at once; past classes stay without your name.{" "}
          <Link to="/privacy#deleting-your-account" className="text-ember-400 underline underline-offset-4">
            What happens to your classes and conversations
          </Link>
          .
        </p>
        <Dialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) {
              form.reset({ password: "" });
              setProblem(null);
            }
          }}
          trigger={
            <Button variant="danger" size="sm">
              <Trash2 aria-hidden="true" /> Delete your account
            </Button>
          }
          title="Delete your account?"
          description={`This cannot be undone. You will be signed out on every device and we will email ${email} to confirm.`}
        >
          <form onSubmit={onSubmit} noValidate className="space-y-5">
            {problem ? <FormAlert>{problem}</FormAlert> : null}
            <Field label="Your password" hint="To be sure it is you." error={errors.password?.message}>
              <Input type="password" autoComplete="current-password" {...form.register("password")} />
            </Field>
            <DialogActions>
              <SubmitButton variant="danger" pending={isSubmitting} pendingLabel="Deleting…">
                Delete my account
              </SubmitButton>
            </DialogActions>
          </form>
        </Dialog>
      </div>
    </Card>
  );
}
