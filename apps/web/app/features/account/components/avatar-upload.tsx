import { avatarMaxBytes } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { DropZone, Field, FormAlert, SubmitButton } from "../../../components/ui";
import { isApiError, showInline } from "../../../lib/api";
import { FormToken, formIntentField } from "../../../lib/forms/form-token";
import { uploadAvatar } from "../api/upload-avatar";

const maxMb = Math.round(avatarMaxBytes / 1024 / 1024);

/**
 * Pick an image, see it, upload it. The server checks the content and re-encodes it. A form posting
 * the file to /profile's action (`_intent=avatar`, decision 535), which forwards it to the API's
 * upload route; with JavaScript the page's script uploads it, with a progress bar.
 */
export function AvatarUpload({
  avatarUrl,
  name,
  refused,
}: {
  avatarUrl: string | null;
  name: string;
  /** The action's messages for a photo sent without JavaScript. */
  refused?: Record<string, string> | null;
}) {
  const { pathname } = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [current, setCurrent] = useState(avatarUrl);
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const { t } = useLingui();
  const [message, setMessage] = useState<{ tone: "danger" | "success"; text: string } | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setMessage(null);
    if (picked && picked.size > avatarMaxBytes) {
      setMessage({ tone: "danger", text: t`That image is too large: the limit is ${maxMb} MB.` });
      setFile(null);
      setPreview(null);
      return;
    }
    setFile(picked);
    setPreview(picked ? URL.createObjectURL(picked) : null);
  };

  const upload = async () => {
    // A file chosen before the page ran is in the input, not yet in the state.
    const file = chosen ?? input.current?.files?.[0];
    if (!file) {
      setMessage({ tone: "danger", text: t`Choose a photo first.` });
      return;
    }
    if (file.size > avatarMaxBytes) {
      setMessage({ tone: "danger", text: t`That image is too large: the limit is ${maxMb} MB.` });
      return;
    }
    setPending(true);
    setProgress(0);
    setMessage(null);
    try {
      const profile = await uploadAvatar(file, (p) => setProgress(p.loaded / p.total));
      setCurrent(profile.avatar_url);
      setFile(null);
      setPreview(null);
      if (input.current) input.current.value = "";
      setMessage({ tone: "success", text: t`Photo updated.` });
    } catch (error) {
      showInline(error); // shown in the form, so not toasted as well
      const text = isApiError(error) && error.message ? error.message : t`We could not upload that image.`;
      setMessage({ tone: "danger", text });
    } finally {
      setPending(false);
      setProgress(null);
    }
  };

  const shown = preview ?? current;
  const refusal = refused?.avatar ?? refused?.[""];
  const said = message ?? (refusal ? { tone: "danger" as const, text: refusal } : null);
  return (
    <form
      method="post"
      encType="multipart/form-data"
      action={pathname}
      aria-label={t`Change your photo`}
      className="space-y-4"
      data-route-action=""
      onSubmit={(event) => {
        event.preventDefault();
        void upload();
      }}
    >
      <FormToken scope=":avatar" />
      <input type="hidden" name={formIntentField} value="avatar" />
      <Field label={t`Profile photo`} hint={t`PNG, JPEG, WebP or GIF up to ${maxMb} MB; it is cropped to a square.`}>
        <DropZone
          ref={input}
          name="avatar"
          accept="image/png,image/jpeg,image/webp,image/gif"
          shape="round"
          prompt={t`Drop your photo here`}
          onChange={choose}
          disabled={pending}
          progress={progress}
          preview={
            shown
              ? {
                  src: shown,
                  alt: preview ? t`Preview of your new photo` : t`${name}'s photo`,
                  altNamesPerson: !preview,
                  caption: pending ? undefined : preview ? t`Preview, not uploaded yet.` : t`Your current photo.`,
                }
              : null
          }
        />
      </Field>
      <SubmitButton pending={pending} pendingLabel={t`Uploading…`} size="sm">
        <Trans>Upload photo</Trans>
      </SubmitButton>
      <div aria-live="polite">{said ? <FormAlert tone={said.tone}>{said.text}</FormAlert> : null}</div>
    </form>
  );
}
