import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { reportCovers } from "./reports.repository.ts";

export const attachmentsRepository = {
  /**
   * What the attachment rule looks at, in one query: whether `me` takes part in the conversation,
   * and whether a report covers a message of it that carries `file` (decision 503: the reported
   * message, or for a whole-conversation report the messages sent up to it; never later ones).
   */
  async access(
    db: Db,
    conversationId: number,
    me: number,
    file: string,
  ): Promise<{ member: boolean; reported: boolean }> {
    const [row] = rowsOf<{ member: boolean; reported: boolean }>(
      await db.execute(sql`select
        exists(select 1 from conversation_members where conversation_id = ${conversationId} and user_id = ${me}) as member,
        exists(select 1 from message_reports r join messages m on m.conversation_id = r.conversation_id
          where r.conversation_id = ${conversationId} and ${reportCovers}
            and strpos(m.attachments::text, ${`/${file}`}) > 0) as reported`),
    );
    return { member: row?.member === true, reported: row?.reported === true };
  },
};
