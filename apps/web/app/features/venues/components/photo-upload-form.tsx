import { imageMaxBytes, type Venue } from "@guildforge/contracts";
import { Upload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { DropZone, Field, Input, SubmitButton } from "../../../components/ui";
import { isApiError, showInline } from "../../../lib/api";
import { uploadVenuePhoto } from "../api/upload-venue-photo";

const accepted = "image/jpeg,image/png,image/webp,image/gif,image/avif";
const maxMb = Math.round(imageMaxBytes / 1024 / 1024);

/** Pick a photo, see it, describe it, upload it: the server's messages shown on the photo or alt field. */
export function PhotoUploadForm({ venue, onSaved }: { venue: Venue; onSaved: (v: Venue) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [alt, setAlt] = useState("");
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ photo?: string; alt?: string }>({});
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

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) {
      setErrors({ photo: "Choose a photo first." });
      return;
    }
    if (file.size > imageMaxBytes) {
      setErrors({ photo: `Choose a photo under ${maxMb} MB.` });
      return;
    }
    setBusy(true);
    setProgress(0);
    setErrors({});
    try {
      onSaved(await uploadVenuePhoto(venue.id, file, alt, (p) => setProgress(p.loaded / p.total)));
      setFile(null);
      setAlt("");
      if (fileInput.current) fileInput.current.value = "";
    } catch (e) {
      showInline(e); // shown in the form, so not toasted as well
      if (isApiError(e) && e.errors) setErrors({ photo: e.errors.photo?.[0], alt: e.errors.alt?.[0] });
      else setErrors({ photo: isApiError(e) ? e.message : "The upload failed. Try again." });
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Add a photo">
      <Field label="Photo" hint={`JPEG, PNG, WebP, GIF or AVIF up to ${maxMb} MB.`} error={errors.photo}>
        <DropZone
          ref={fileInput}
          accept={accepted}
          disabled={busy}
          progress={progress}
          preview={
            preview
              ? {
                  src: preview,
                  alt: alt.trim() || `Preview: ${venue.name}`,
                  caption: busy ? undefined : "Preview, not uploaded yet.",
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
        label="Describe the photo"
        hint={`Read aloud by screen readers. Empty: "${venue.name}".`}
        error={errors.alt}
      >
        <Input value={alt} maxLength={300} disabled={busy} onChange={(e) => setAlt(e.target.value)} />
      </Field>
      <SubmitButton pending={busy} pendingLabel="Uploading…">
        <Upload aria-hidden="true" /> Upload photo
      </SubmitButton>
    </form>
  );
}
