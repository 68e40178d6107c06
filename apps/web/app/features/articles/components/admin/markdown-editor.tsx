import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Plural, Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Prose, Textarea } from "../../../../components/ui";
import { previewArticle } from "../../api/preview-article";

interface MarkdownEditorProps {
  value: string;
  /** The form field the text posts as (the form works without this editor's script too). */
  name?: string;
  onChange: (value: string) => void;
  invalid?: boolean;
}

const tools = [
  { key: "heading", label: msg`Heading`, before: "## ", after: "" },
  { key: "bold", label: msg`Bold`, before: "**", after: "**" },
  { key: "italic", label: msg`Italic`, before: "_", after: "_" },
  { key: "list", label: msg`List`, before: "- ", after: "" },
  { key: "link", label: msg`Link`, before: "[", after: "](https://)" },
] as const;

/**
 * The Markdown editor of /admin/articles (loaded lazily, only there): a textarea with a small
 * toolbar, and a live preview rendered by the server's own pipeline (decision 300), so the
 * preview is exactly what readers will get.
 */
export default function MarkdownEditor({ value, name, onChange, invalid }: MarkdownEditorProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const box = useRef<HTMLDivElement>(null);
  const [preview, setPreview] = useState<{ html: string; minutes: number } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      previewArticle(value)
        .then((p) => {
          if (!live) return;
          setPreview({ html: p.html, minutes: p.reading_minutes });
          setFailed(false);
        })
        .catch(() => live && setFailed(true));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [value]);

  const wrap = (before: string, after: string) => {
    const el = box.current?.querySelector("textarea");
    if (!el) return;
    const { selectionStart: s, selectionEnd: e } = el;
    onChange(value.slice(0, s) + before + value.slice(s, e) + after + value.slice(e));
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(s + before.length, e + before.length);
    });
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div ref={box}>
        <div role="toolbar" aria-label={t`Formatting`} className="mb-2 flex flex-wrap gap-1">
          {tools.map((tool) => (
            <button
              key={tool.key}
              type="button"
              onClick={() => wrap(tool.before, tool.after)}
              className="min-h-9 rounded-md bg-iron-800 px-3 text-sm font-medium text-iron-200 hover:bg-iron-700 focus-visible:outline-3 focus-visible:outline-ember-300"
            >
              {i18n._(tool.label)}
            </button>
          ))}
        </div>
        <Textarea
          data-user-content=""
          rows={22}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid || undefined}
          className="font-mono text-sm"
          spellCheck
        />
      </div>
      <section aria-label={t`Preview`} className="rounded-lg border border-iron-700 bg-iron-900 p-5">
        <p className="mb-3 text-xs font-semibold tracking-widest text-ember-400 uppercase">
          {preview ? (
            <Trans>
              Preview · <Plural value={preview.minutes} one="# min read" other="# min read" />
            </Trans>
          ) : (
            <Trans>Preview</Trans>
          )}
        </p>
        {failed ? (
          <p className="text-sm text-danger-300">
            <Trans>The preview could not be refreshed; keep writing.</Trans>
          </p>
        ) : null}
        <Prose
          data-testid="article-preview"
          data-user-content=""
          className="text-base [&_h2]:mt-6 [&_h2]:text-2xl"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitising pipeline made this HTML (decision 300).
          dangerouslySetInnerHTML={{ __html: preview?.html ?? "" }}
        />
      </section>
    </div>
  );
}
