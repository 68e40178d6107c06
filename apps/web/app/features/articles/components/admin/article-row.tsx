import type { AdminArticle } from "@guildforge/contracts";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { LocalTime } from "../../../../components/time/local-time";
import { Badge, type BadgeTone, Card } from "../../../../components/ui";
import { articleStatusText } from "../../lib/article-status-text";

const tones: Record<AdminArticle["status"], BadgeTone> = { draft: "neutral", scheduled: "info", published: "success" };

/** One article in the admin list: status, dates, edit and view links. */
export function ArticleRow({ article: a }: { article: AdminArticle }) {
  const { i18n } = useLingui();
  const author = a.author.name;
  const title = a.title;
  const when =
    a.status === "scheduled" && a.publish_at ? (
      <Trans>
        Publishes <LocalTime iso={a.publish_at} /> · <span data-user-content="">{author}</span>
      </Trans>
    ) : a.published_at ? (
      <Trans>
        Published <LocalTime iso={a.published_at} /> · <span data-user-content="">{author}</span>
      </Trans>
    ) : (
      <Trans>
        Last saved <LocalTime iso={a.updated_at} /> · <span data-user-content="">{author}</span>
      </Trans>
    );
  return (
    <Card className="flex flex-wrap items-center justify-between gap-4">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={tones[a.status]}>{i18n._(articleStatusText[a.status])}</Badge>
          <h2 className="font-semibold break-words text-iron-100" data-user-content="">
            {a.title}
          </h2>
        </div>
        <p className="mt-1 text-sm text-iron-400">{when}</p>
      </div>
      <div className="flex gap-3 text-sm font-medium">
        <Link to={`/admin/articles/${a.id}`} className="text-ember-400 underline hover:text-ember-300">
          <Trans>
            Edit
            <span className="sr-only" data-user-content="">
              {" "}
              {title}
            </span>
          </Trans>
        </Link>
        {a.status === "published" ? (
          <Link to={a.url} className="text-iron-200 underline hover:text-ember-300">
            <Trans>
              View
              <span className="sr-only" data-user-content="">
                {" "}
                {title}
              </span>
            </Trans>
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
