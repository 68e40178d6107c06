import type { ArticleStatus } from "@guildforge/contracts";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The contracts' article statuses (articleStatusLabels) in the reader's language. */
export const articleStatusText: Readonly<Record<ArticleStatus, MessageDescriptor>> = {
  draft: msg({ message: "Draft", context: "article status" }),
  scheduled: msg({ message: "Scheduled", context: "article status" }),
  published: msg({ message: "Published", context: "article status" }),
};
