import { avatarMaxBytes } from "@guildforge/contracts";
import { UserRound } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useState } from "react";
import { Button, FileInput, FormAlert } from "../../../components/ui";
import { isApiError } from "../../../lib/api";
import { uploadAvatar } from "../api/upload-avatar";

const maxMb = Math.round(avatarMaxBytes / 1024 / 1024);

/** Pick an image, see it, upload it. The server checks the content and re-encodes it. */
export function AvatarUpload({ avatarUrl, name }: { avatarUrl: string | null; name: string }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [current, setCurrent] = useState(avatarUrl);
  const [pending, setPending] = useState(false);
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
    try {
      const profile = await uploadAvatar(file);
      setCurrent(profile.avatar_url);
      setFile(null);
      setPreview(null);
      setMessage({ tone: "success", text: "Photo updated." });
    } catch (error) {
      const text = isApiError(error) && error.message ? error.message : "We could not upload that image.";
      setMessage({ tone: "danger", text });
    } finally {
      setPending(false);
    }
  };

  const shown = preview ?? current;
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-full border border-iron-600 bg-iron-800">
        {shown ? (
          <img
            src={shown}
            alt={preview ? "Preview of your new photo" : `${name}'s photo`}
            className="size-full object-cover"
          />
        ) : (
          <UserRound className="size-12 text-iron-400" aria-hidden="true" />
        )}
      </div>
      <div className="space-y-3">
        <label htmlFor={inputId} className="block text-sm font-semibold text-iron-200">
          Profile photo
        </label>
        <FileInput id={inputId} accept="image/png,image/jpeg,image/webp,image/gif" onChange={choose} />
        <p className="text-sm text-iron-400">PNG, JPEG, WebP or GIF up to {maxMb} MB; it is cropped to a square.</p>
        <Button onClick={() => void upload()} disabled={!file || pending} aria-busy={pending || undefined} size="sm">
          {pending ? "Uploading…" : "Upload photo"}
        </Button>
        <div aria-live="polite">{message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}</div>
      </div>
    </div>
  );
}
