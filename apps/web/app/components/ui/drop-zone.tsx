import { Trans, useLingui } from "@lingui/react/macro";
import { ImageUp } from "lucide-react";
import { type ComponentProps, type DragEvent, type Ref, useRef, useState } from "react";
import { cx } from "./cx";
import { FileInput } from "./file-input";

/** Whether a file matches an `accept` list ("image/png,image/jpeg", "image/*", ".webp"). */
export function acceptsFile(accept: string | undefined, file: { name: string; type: string }): boolean {
  if (!accept) return true;
  return accept
    .split(",")
    .map((a) => a.trim().toLowerCase())
    .some((a) =>
      a.startsWith(".")
        ? file.name.toLowerCase().endsWith(a)
        : a.endsWith("/*")
          ? file.type.startsWith(a.slice(0, -1))
          : file.type === a,
    );
}

interface DropZoneProps extends Omit<ComponentProps<typeof FileInput>, "children"> {
  /** The image chosen (not uploaded yet) or the current one, shown inside the zone. */
  preview?: {
    src: string;
    alt: string;
    caption?: string;
    /** The alternative names a person ("Ada's photo"): marked as people's content. */
    altNamesPerson?: boolean;
  } | null;
  /** What the zone invites: "Drop a photo here" (default). */
  prompt?: string;
  /** The preview's shape: a wide photo (default) or a round avatar. */
  shape?: "wide" | "round";
  /**
   * While the file uploads: how much of it has gone, 0 to 1 (0 as soon as it starts), shown as a
   * progress bar in the zone (decision 524); null or absent otherwise.
   */
  progress?: number | null;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Every upload's drop zone (decision 534): a dashed box to drop an image on, or to click or tap,
 * with the chosen image's preview inside it. The real control is the themed native file input
 * (kept in the box, visually hidden): Tab reaches it and Space or Enter opens the picker, its
 * Field label names it, and a dropped file is handed to it as if picked, so the caller's
 * `onChange` is the one path for both, and the input (named) carries the file in its form's POST.
 */
export function DropZone({ preview, prompt, shape = "wide", progress, className, ref, ...input }: DropZoneProps) {
  const { t } = useLingui();
  const own = useRef<HTMLInputElement | null>(null);
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const disabled = Boolean(input.disabled);

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const target = own.current;
    if (disabled || !target) return;
    const files = [...event.dataTransfer.files];
    if (!files.length) return;
    const picked = input.multiple ? files : files.slice(0, 1);
    const wrong = picked.find((f) => !acceptsFile(input.accept, f));
    if (wrong) {
      const fileName = wrong.name;
      setRefused(t`"${fileName}" is not a kind of file this takes.`);
      return;
    }
    setRefused(null);
    const list = new DataTransfer();
    for (const f of picked) list.items.add(f);
    target.files = list.files;
    target.dispatchEvent(new Event("change", { bubbles: true }));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the pointer's shortcut to the file input inside, which keyboards reach directly
    // biome-ignore lint/a11y/useKeyWithClickEvents: the file input inside takes Space and Enter itself
    <div
      data-drop-zone
      data-dragging={dragging || undefined}
      onDragEnter={(e) => {
        e.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragOver={(e) => {
        e.preventDefault();
        e.dataTransfer.dropEffect = disabled ? "none" : "copy";
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={drop}
      onClick={(e) => {
        if (e.target !== own.current && !disabled) own.current?.click();
      }}
      className={cx(
        "relative flex cursor-pointer flex-col items-center gap-3 rounded-lg border-2 border-dashed border-iron-600 bg-iron-900/60 p-5 text-center transition-colors hover:border-ember-400 focus-within:border-ember-300 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-ember-300 data-[dragging]:border-ember-300 data-[dragging]:bg-ember-950/40",
        disabled && "cursor-not-allowed hover:border-iron-600",
        // Dimmed when simply disabled; while it uploads the progress is read at full contrast.
        disabled && progress == null && "opacity-60",
        className,
      )}
    >
      {preview ? (
        <figure className="flex flex-col items-center gap-2">
          <img
            src={preview.src}
            alt={preview.alt}
            data-user-content={preview.altNamesPerson ? "" : undefined}
            className={cx(
              "bg-iron-800 object-cover",
              shape === "round" ? "size-28 rounded-full" : "aspect-[4/3] w-full max-w-xs rounded-md",
            )}
          />
          {preview.caption ? <figcaption className="text-sm text-iron-300">{preview.caption}</figcaption> : null}
        </figure>
      ) : (
        <ImageUp className="size-10 text-iron-400" aria-hidden="true" />
      )}
      {progress != null ? <UploadProgressBar fraction={progress} /> : null}
      <p className={cx("text-sm text-iron-200", progress != null && "hidden")} aria-hidden="true">
        <Trans>
          <span className="font-semibold text-iron-100">
            {preview ? t`Drop another to replace it` : (prompt ?? t`Drop a photo here`)}
          </span>
          , or <span className="font-semibold text-ember-300 underline underline-offset-4">choose a file</span>
        </Trans>
      </p>
      <FileInput
        {...input}
        ref={(node) => {
          own.current = node;
          if (typeof ref === "function") ref(node);
          else if (ref) ref.current = node;
        }}
        className="sr-only"
      />
      {refused ? (
        <p role="alert" className="text-sm font-medium text-danger-300">
          {refused}
        </p>
      ) : null}
    </div>
  );
}

/** An upload's progress: a bar and its percentage; at 100% the server is still storing the image. */
export function UploadProgressBar({ fraction }: { fraction: number }) {
  const { t } = useLingui();
  const percent = Math.max(0, Math.min(100, Math.round(fraction * 100)));
  const text = percent >= 100 ? t`Uploaded; saving the image…` : t`Uploading… ${percent}%`;
  return (
    <div className="w-full max-w-xs space-y-1.5" data-upload-progress>
      <div
        role="progressbar"
        aria-label={t`Upload progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-iron-700"
      >
        <div className="h-full rounded-full bg-ember-400 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm font-semibold text-iron-100">{text}</p>
    </div>
  );
}
