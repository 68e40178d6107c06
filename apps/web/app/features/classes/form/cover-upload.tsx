import type { ClassDetail } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { Upload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { DropZone, Field, SubmitButton } from "../../../components/ui";
import { isApiError, showInline } from "../../../lib/api";
import { FormToken, formIntentField } from "../../../lib/forms/form-token";
import { uploadClassCover } from "../api/upload-class-cover";

/**
 * Cover image: re-encoded by the server into responsive sizes; shows the saved result. A form
 * posting the file to the edit route's action (`_intent=cover`, decision 535), which forwards it
 * to the API's upload route and comes back with the news; with JavaScript the page's script
 * uploads it itself as soon as it is chosen (or sent), with a progress bar.
 */
export function CoverUpload({
  item,
  onSaved,
  refused,
}: {
  item: ClassDetail;
  onSaved: (c: ClassDetail) => void;
  /** The action's messages for a cover sent without JavaScript. */
  refused?: Record<string, string> | null;
}) {
  const { pathname } = useLocation();
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = async (file: File) => {
    setBusy(true);
    setProgress(0);
    setError(null);
    setPreview(URL.createObjectURL(file));
    try {
      onSaved(await uploadClassCover(item.id, file, (p) => setProgress(p.loaded / p.total)));
      setPreview(null);
    } catch (e) {
      showInline(e); // shown in the form, so not toasted as well
      setError(isApiError(e) ? (Object.values(e.errors ?? {})[0]?.[0] ?? e.message) : t`The upload failed.`);
    } finally {
      setBusy(false);
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  };

  const shownError = error ?? refused?.cover ?? refused?.[""];
  return (
    <form
      method="post"
      encType="multipart/form-data"
      action={pathname}
      aria-label={t`Cover image`}
      className="space-y-4"
      data-route-action=""
      onSubmit={(event) => {
        // With JavaScript the file goes from here, with its progress (a file chosen before the
        // page ran is in the input too).
        event.preventDefault();
        const file = input.current?.files?.[0];
        if (file) void upload(file);
        else setError(t`Choose an image to upload.`);
      }}
    >
      <FormToken scope=":cover" />
      <input type="hidden" name={formIntentField} value="cover" />
      {item.cover ? (
        <img
          src={item.cover.url}
          srcSet={item.cover.srcset}
          sizes="400px"
          alt={t`Current cover`}
          className="aspect-[16/9] w-full max-w-md rounded-md object-cover"
        />
      ) : (
        <p className="text-iron-300">
          <Trans>No cover yet: classes with a photo get more applicants.</Trans>
        </p>
      )}
      <Field label={t`Upload a cover image`} hint={t`JPEG, PNG or WebP up to 10 MB.`} error={shownError ?? undefined}>
        <DropZone
          ref={input}
          name="cover"
          accept="image/jpeg,image/png,image/webp"
          prompt={t`Drop a cover photo here`}
          disabled={busy}
          progress={progress}
          preview={
            preview
              ? {
                  src: preview,
                  alt: t`The chosen cover`,
                  caption: busy ? undefined : t`Not uploaded: see the message below.`,
                }
              : null
          }
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
      </Field>
      <SubmitButton variant="secondary" size="sm" pending={busy} pendingLabel={t`Uploading…`}>
        <Upload aria-hidden="true" /> <Trans>Upload cover</Trans>
      </SubmitButton>
      <p aria-live="polite" className="sr-only">
        {busy ? t`Uploading the cover…` : ""}
      </p>
    </form>
  );
}
