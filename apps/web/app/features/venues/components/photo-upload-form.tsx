import { imageMaxBytes, type Venue, venuePhotoFields } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { Upload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { DropZone, Field, FormAlert, Input, SubmitButton } from "../../../components/ui";
import { isApiError, showInline } from "../../../lib/api";
import { FormToken, formIntentField } from "../../../lib/forms/form-token";
import { uploadVenuePhoto } from "../api/upload-venue-photo";

const accepted = "image/jpeg,image/png,image/webp,image/gif,image/avif";
const maxMb = Math.round(imageMaxBytes / 1024 / 1024);

/**
 * Pick a photo, see it, describe it, upload it: the server's messages shown on the photo or alt
 * field. A form posting the file to the edit route's action (`_intent=photo`, decision 535), which
 * forwards it to the API's upload route; with JavaScript the page's script uploads it itself, with
 * a progress bar.
 */
export function PhotoUploadForm({
  venue,
  onSaved,
  refused,
}: {
  venue: Venue;
  onSaved: (v: Venue) => void;
  /** The action's messages for a photo sent without JavaScript. */
  refused?: Record<string, string> | null;
}) {
  const { pathname } = useLocation();
  const { t } = useLingui();
  const forgeName = <span data-user-content="">{venue.name}</span>;
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [alt, setAlt] = useState("");
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ photo?: string; alt?: string; ""?: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // The preview is an object URL: release it when replaced or when the form goes away.
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // A file chosen (or a description typed) before the page ran is in its field, not in the state.
    const photo = file ?? fileInput.current?.files?.[0];
    const description = String(new FormData(form).get(venuePhotoFields.alt) ?? "");
    if (!photo) {
      setErrors({ photo: t`Choose a photo first.` });
      return;
    }
    if (photo.size > imageMaxBytes) {
      setErrors({ photo: t`Choose a photo under ${maxMb} MB.` });
      return;
    }
    setBusy(true);
    setProgress(0);
    setErrors({});
    try {
      onSaved(await uploadVenuePhoto(venue.id, photo, description, (p) => setProgress(p.loaded / p.total)));
      setFile(null);
      setAlt("");
      form.reset();
    } catch (e) {
      showInline(e); // shown in the form, so not toasted as well
      if (isApiError(e) && e.errors) setErrors({ photo: e.errors.photo?.[0], alt: e.errors.alt?.[0] });
      else setErrors({ photo: isApiError(e) ? e.message : t`The upload failed. Try again.` });
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const shown = errors ?? refused ?? {};
  return (
    <form
      method="post"
      encType="multipart/form-data"
      action={pathname}
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-label={t`Add a photo`}
      data-route-action=""
    >
      <FormToken scope=":photo" />
      <input type="hidden" name={formIntentField} value="photo" />
      {shown[""] ? <FormAlert>{shown[""]}</FormAlert> : null}
      <Field label={t`Photo`} hint={t`JPEG, PNG, WebP, GIF or AVIF up to ${maxMb} MB.`} error={shown.photo}>
        <DropZone
          ref={fileInput}
          name={venuePhotoFields.file}
          accept={accepted}
          disabled={busy}
          progress={progress}
          preview={
            preview
              ? {
                  src: preview,
                  alt: alt.trim() || t`Preview: ${venue.name}`,
                  caption: busy ? undefined : t`Preview, not uploaded yet.`,
                }
              : null
          }
          onChange={(e) => {
            setErrors({});
            setFile(e.target.files?.[0] ?? null);
          }}
        />
      </Field>
      <Field
        label={t`Describe the photo`}
        hint={<Trans>Read aloud by screen readers. Empty: "{forgeName}".</Trans>}
        error={shown.alt}
      >
        <Input
          name={venuePhotoFields.alt}
          defaultValue=""
          maxLength={300}
          disabled={busy}
          onChange={(e) => setAlt(e.target.value)}
        />
      </Field>
      <SubmitButton pending={busy} pendingLabel={t`Uploading…`}>
        <Upload aria-hidden="true" /> <Trans>Upload photo</Trans>
      </SubmitButton>
    </form>
  );
}
