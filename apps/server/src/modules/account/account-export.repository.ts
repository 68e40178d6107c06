import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

type When = string | Date;
export interface ExportRows {
  user: {
    id: number;
    name: string;
    slug: string;
    email: string;
    email_verified_at: When | null;
    bio: string;
    home_location: string | null;
    avatar_path: string | null;
    roles: string[];
    created_at: When;
  };
  preferences: { type: string; email: boolean }[];
  applications: {
    id: number;
    class_id: number;
    class_slug: string;
    class_title: string;
    status: string;
    experience_level: string;
    message: string;
    safety_acknowledged_at: When;
    decision_note: string | null;
    created_at: When;
    decided_at: When | null;
  }[];
  requests: {
    id: number;
    title: string;
    theme: string;
    description: string;
    preferred_location: string;
    preferred_timeframe: string;
    skill_level: string;
    status: string;
    votes_count: number;
    created_at: When;
  }[];
  votes: { request_id: number; title: string; created_at: When }[];
  messages: {
    id: number;
    conversation_id: number;
    to_name: string;
    body: string;
    attachments: number;
    via: string;
    created_at: When;
  }[];
  notifications: { id: number; type: string; title: string; message: string; read_at: When | null; created_at: When }[];
  roleApplications: { id: number; role: string; status: string; experience: string; created_at: When }[];
  forges: { id: number; name: string; address: string; created_at: When }[];
  classes: { id: number; slug: string; title: string; status: string }[];
}

const all = async <T>(db: Db, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

/**
 * Everything stored about one person. Other people appear only by name (the other side of a conversation), never by email.
 */
export async function readAccountExport(db: Db, userId: number): Promise<ExportRows | null> {
  const [user] = await all<ExportRows["user"]>(
    db,
    sql`select id::int as id, name, slug, email, email_verified_at, bio, home_location, avatar_path, roles, created_at
            from users where id = ${userId}`,
  );
  if (!user) return null;
  const [preferences, applications, requests, votes, messages, notifications, roleApplications, forges, classes] =
    await Promise.all([
      all<ExportRows["preferences"][number]>(
        db,
        sql`select type, email from notification_preferences where user_id = ${userId} order by type`,
      ),
      all<ExportRows["applications"][number]>(
        db,
        sql`select a.id::int as id, c.id::int as class_id, c.slug as class_slug, c.title as class_title, a.status,
                       a.experience_level, a.message, a.safety_acknowledged_at, a.decision_note, a.created_at, a.decided_at
                from applications a join classes c on c.id = a.class_id
                where a.student_id = ${userId} order by a.created_at, a.id`,
      ),
      all<ExportRows["requests"][number]>(
        db,
        sql`select id::int as id, title, theme, description, preferred_location, preferred_timeframe, skill_level,
                       status, votes_count, created_at
                from class_requests where requester_id = ${userId} order by created_at, id`,
      ),
      all<ExportRows["votes"][number]>(
        db,
        sql`select v.request_id::int as request_id, r.title, v.created_at
                from class_request_votes v join class_requests r on r.id = v.request_id
                where v.user_id = ${userId} order by v.created_at, v.request_id`,
      ),
      all<ExportRows["messages"][number]>(
        db,
        sql`select m.id::int as id, m.conversation_id::int as conversation_id, o.name as to_name, m.body,
                       jsonb_array_length(m.attachments)::int as attachments, m.via, m.created_at
                from messages m
                join conversations c on c.id = m.conversation_id
                join users o on o.id = case when c.user_low_id = ${userId} then c.user_high_id else c.user_low_id end
                where m.sender_id = ${userId} order by m.created_at, m.id`,
      ),
      all<ExportRows["notifications"][number]>(
        db,
        sql`select id::int as id, type, title, message, read_at, created_at
                from notifications where user_id = ${userId} order by created_at, id`,
      ),
      all<ExportRows["roleApplications"][number]>(
        db,
        sql`select id::int as id, role, status, experience, created_at
                from role_applications where user_id = ${userId} order by created_at, id`,
      ),
      all<ExportRows["forges"][number]>(
        db,
        sql`select id::int as id, name, address, created_at from venues where owner_id = ${userId} order by id`,
      ),
      all<ExportRows["classes"][number]>(
        db,
        sql`select id::int as id, slug, title, status from classes where instructor_id = ${userId} order by id`,
      ),
    ]);
  return {
    user,
    preferences,
    applications,
    requests,
    votes,
    messages,
    notifications,
    roleApplications,
    forges,
    classes,
  };
}
