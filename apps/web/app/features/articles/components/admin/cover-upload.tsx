import type { AdminArticle } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { DropZone, Field, ResponsiveImage, SubmitButton } from "../../../../components/ui";
import { isApiError, showInline } from "../../../../lib/api";
import { FormToken, formIntentField } from "../../../../lib/forms/form-token";
import { uploadArticleCover } from "../../api/upload-article-cover";

/**
 * The cover: shows the current one, uploads a replacement through the image pipeline. A form
 * posting the file to the editor route's action (`_intent=cover`, multipart, decision 535), which
 * forwards it to the API and comes back with the news; with JavaScript the page's script uploads
 * it itself, with a progress bar.
 */
export function CoverUpload({
  article,
  onUploaded,
  refused,
}: {
  article: AdminArticle;
  onUploaded: (a: AdminArticle) => void;
  /** The action's messages for a cover sent without JavaScript. */
  refused?: Record<string, string> | null;
}) {
  const { pathname } = useLocation();
  const { t } = useLingui();
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
    if (!file) return setError(t`Choose an image for the cover.`);
    setPending(true);
    setProgress(0);
    setError(undefined);
    try {
      onUploaded(await uploadArticleCover(article.id, file, (p) => setProgress(p.loaded / p.total)));
      setFile(null);
      if (input.current) input.current.value = "";
    } catch (err) {
      showInline(err); // shown in the form, so not toasted as well
      setError(isApiError(err) ? (Object.values(err.errors ?? {})[0]?.[0] ?? err.message) : t`The upload failed.`);
    } finally {
      setPending(false);
      setProgress(null);
    }
  };

  return (
    <form
      method="post"
      encType="multipart/form-data"
      action={pathname}
      aria-label={t`Cover`}
      onSubmit={upload}
      noValidate
      className="space-y-4"
      data-route-action=""
    >
      <FormToken scope=":cover" />
      <input type="hidden" name={formIntentField} value="cover" />
      {article.cover ? (
        <ResponsiveImage
          image={article.cover}
          alt={t`Current cover`}
          sizes="320px"
          className="aspect-[16/9] w-80 rounded-md"
        />
      ) : (
        <p className="text-sm text-iron-400">
          <Trans>No cover yet.</Trans>
        </p>
      )}
      <Field
        label={t`Cover image`}
        hint={t`JPEG, PNG, WebP, GIF or AVIF, at least 1200 × 630 px works best.`}
        error={error ?? refused?.cover ?? refused?.[""]}
      >
        <DropZone
          ref={input}
          name="cover"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          prompt={t`Drop a cover image here`}
          disabled={pending}
          progress={progress}
          preview={
            preview
              ? { src: preview, alt: t`The chosen cover`, caption: pending ? undefined : t`Preview, not uploaded yet.` }
              : null
          }
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </Field>
      <SubmitButton pending={pending} pendingLabel={t`Uploading…`} variant="secondary">
        <Trans>Upload cover</Trans>
      </SubmitButton>
    </form>
  );
}
