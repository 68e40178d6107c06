import type { AdminArticle } from "@guildforge/contracts";
import { useEffect, useRef, useState } from "react";
import { DropZone, Field, ResponsiveImage, SubmitButton } from "../../../../components/ui";
import { isApiError, showInline } from "../../../../lib/api";
import { uploadArticleCover } from "../../api/upload-article-cover";

/** The cover: shows the current one, uploads a replacement through the image pipeline. */
export function CoverUpload({ article, onUploaded }: { article: AdminArticle; onUploaded: (a: AdminArticle) => void }) {
  const [chosen, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!chosen) return setPreview(null);
    const url = URL.createObjectURL(chosen);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [chosen]);

  const upload = async (e: React.FormEvent) => {
    e.preventDefault();
    // A file chosen before the page ran is in the input, not yet in the state.
    const file = chosen ?? input.current?.files?.[0];
    if (!file) return setError("Choose an image for the cover.");
    setPending(true);
    setProgress(0);
    setError(undefined);
    try {
      onUploaded(await uploadArticleCover(article.id, file, (p) => setProgress(p.loaded / p.total)));
      setFile(null);
      if (input.current) input.current.value = "";
    } catch (err) {
      showInline(err); // shown in the form, so not toasted as well
      setError(isApiError(err) ? (Object.values(err.errors ?? {})[0]?.[0] ?? err.message) : "The upload failed.");
    } finally {
      setPending(false);
      setProgress(null);
    }
  };

  return (
    <form onSubmit={upload} noValidate className="space-y-4">
      {article.cover ? (
        <ResponsiveImage
          image={article.cover}
          alt="Current cover"
          sizes="320px"
          className="aspect-[16/9] w-80 rounded-md"
        />
      ) : (
        <p className="text-sm text-iron-400">No cover yet.</p>
      )}
      <Field label="Cover image" hint="JPEG, PNG, WebP, GIF or AVIF, at least 1200 × 630 px works best." error={error}>
        <DropZone
          ref={input}
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          prompt="Drop a cover image here"
          disabled={pending}
          progress={progress}
          preview={
            preview
              ? { src: preview, alt: "The chosen cover", caption: pending ? undefined : "Preview, not uploaded yet." }
              : null
          }
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </Field>
      <SubmitButton pending={pending} pendingLabel="Uploading…" variant="secondary">
        Upload cover
      </SubmitButton>
    </form>
  );
}
