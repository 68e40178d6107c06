import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

export const attachmentsRepository = {
  /**
   * What the attachment rule looks at, in one query: whether `me` takes part in the conversation,
   * and whether any report (on it or on one of its messages) names it.
   */
  async access(db: Db, conversationId: number, me: number): Promise<{ member: boolean; reported: boolean }> {
    const [row] = rowsOf<{ member: boolean; reported: boolean }>(
      await db.execute(sql`select
        exists(select 1 from conversation_members where conversation_id = ${conversationId} and user_id = ${me}) as member,
        exists(select 1 from message_reports where conversation_id = ${conversationId}) as reported`),
    );
    return { member: row?.member === true, reported: row?.reported === true };
  },
};
