import { avatarMaxBytes } from "@guildforge/contracts";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { Button, DropZone, Field, FormAlert } from "../../../components/ui";
import { isApiError, showInline } from "../../../lib/api";
import { uploadAvatar } from "../api/upload-avatar";

const maxMb = Math.round(avatarMaxBytes / 1024 / 1024);

/** Pick an image, see it, upload it. The server checks the content and re-encodes it. */
export function AvatarUpload({ avatarUrl, name }: { avatarUrl: string | null; name: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [current, setCurrent] = useState(avatarUrl);
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ tone: "danger" | "success"; text: string } | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setMessage(null);
    if (picked && picked.size > avatarMaxBytes) {
      setMessage({ tone: "danger", text: `That image is too large: the limit is ${maxMb} MB.` });
      setFile(null);
      setPreview(null);
      return;
    }
    setFile(picked);
    setPreview(picked ? URL.createObjectURL(picked) : null);
  };

  const upload = async () => {
    if (!file) return;
    setPending(true);
    setProgress(0);
    setMessage(null);
    try {
      const profile = await uploadAvatar(file, (p) => setProgress(p.loaded / p.total));
      setCurrent(profile.avatar_url);
      setFile(null);
      setPreview(null);
      if (input.current) input.current.value = "";
      setMessage({ tone: "success", text: "Photo updated." });
    } catch (error) {
      showInline(error); // shown in the form, so not toasted as well
      const text = isApiError(error) && error.message ? error.message : "We could not upload that image.";
      setMessage({ tone: "danger", text });
    } finally {
      setPending(false);
      setProgress(null);
    }
  };

  const shown = preview ?? current;
  return (
    <div className="space-y-4">
      <Field label="Profile photo" hint={`PNG, JPEG, WebP or GIF up to ${maxMb} MB; it is cropped to a square.`}>
        <DropZone
          ref={input}
          accept="image/png,image/jpeg,image/webp,image/gif"
          shape="round"
          prompt="Drop your photo here"
          onChange={choose}
          disabled={pending}
          progress={progress}
          preview={
            shown
              ? {
                  src: shown,
                  alt: preview ? "Preview of your new photo" : `${name}'s photo`,
                  caption: pending ? undefined : preview ? "Preview, not uploaded yet." : "Your current photo.",
                }
              : null
          }
        />
      </Field>
      <Button onClick={() => void upload()} disabled={!file || pending} aria-busy={pending || undefined} size="sm">
        {pending ? "Uploading…" : "Upload photo"}
      </Button>
      <div aria-live="polite">{message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}</div>
    </div>
  );
}
