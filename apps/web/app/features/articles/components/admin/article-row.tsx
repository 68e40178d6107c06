import { type AdminArticle, articleStatusLabels } from "@guildforge/contracts";
import { Link } from "react-router";
import { LocalTime } from "../../../../components/time/local-time";
import { Badge, type BadgeTone, Card } from "../../../../components/ui";

const tones: Record<AdminArticle["status"], BadgeTone> = { draft: "neutral", scheduled: "info", published: "success" };

/** One article in the admin list: status, dates, edit and view links. */
export function ArticleRow({ article: a }: { article: AdminArticle }) {
  const when =
    a.status === "scheduled" && a.publish_at ? (
      <>
        Publishes <LocalTime iso={a.publish_at} />
      </>
    ) : a.published_at ? (
      <>
        Published <LocalTime iso={a.published_at} />
      </>
    ) : (
      <>
        Last saved <LocalTime iso={a.updated_at} />
      </>
    );
  return (
    <Card className="flex flex-wrap items-center justify-between gap-4">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={tones[a.status]}>{articleStatusLabels[a.status]}</Badge>
          <h2 className="font-semibold break-words text-iron-100">{a.title}</h2>
        </div>
        <p className="mt-1 text-sm text-iron-400">
          {when} · {a.author.name}
        </p>
      </div>
      <div className="flex gap-3 text-sm font-medium">
        <Link to={`/admin/articles/${a.id}`} className="text-ember-400 underline hover:text-ember-300">
          Edit<span className="sr-only"> {a.title}</span>
        </Link>
        {a.status === "published" ? (
          <Link to={a.url} className="text-iron-200 underline hover:text-ember-300">
            View<span className="sr-only"> {a.title}</span>
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
