import type { ClassDetail } from "@guildforge/contracts";
import { useEffect, useState } from "react";
import { DropZone, Field } from "../../../components/ui";
import { isApiError, showInline } from "../../../lib/api";
import { uploadClassCover } from "../api/upload-class-cover";

/** Cover image: re-encoded by the server into responsive sizes; shows the saved result. */
export function CoverUpload({ item, onSaved }: { item: ClassDetail; onSaved: (c: ClassDetail) => void }) {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  return (
    <div className="space-y-4">
      {item.cover ? (
        <img
          src={item.cover.url}
          srcSet={item.cover.srcset}
          sizes="400px"
          alt="Current cover"
          className="aspect-[16/9] w-full max-w-md rounded-md object-cover"
        />
      ) : (
        <p className="text-iron-300">No cover yet: classes with a photo get more applicants.</p>
      )}
      <Field label="Upload a cover image" hint="JPEG, PNG or WebP up to 10 MB." error={error ?? undefined}>
        <DropZone
          accept="image/jpeg,image/png,image/webp"
          prompt="Drop a cover photo here"
          disabled={busy}
          progress={progress}
          preview={
            preview
              ? {
                  src: preview,
                  alt: "The chosen cover",
                  caption: busy ? undefined : "Not uploaded: see the message below.",
                }
              : null
          }
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setBusy(true);
            setProgress(0);
            setError(null);
            setPreview(URL.createObjectURL(file));
            try {
              onSaved(await uploadClassCover(item.id, file, (p) => setProgress(p.loaded / p.total)));
              setPreview(null);
            } catch (e) {
              showInline(e); // shown in the form, so not toasted as well
              setError(isApiError(e) ? (Object.values(e.errors ?? {})[0]?.[0] ?? e.message) : "The upload failed.");
            } finally {
              setBusy(false);
              setProgress(null);
              event.target.value = "";
            }
          }}
        />
      </Field>
      <p aria-live="polite" className="sr-only">
        {busy ? "Uploading the cover…" : ""}
      </p>
    </div>
  );
}
