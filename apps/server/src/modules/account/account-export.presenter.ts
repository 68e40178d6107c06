import { type AccountExport, classUrl } from "@guildforge/contracts";
import { optionalUploadUrl } from "../../platform/storage/upload-key.ts";
import type { ExportRows } from "./account-export.repository.ts";

const iso = (d: string | Date) => new Date(d).toISOString();
const isoOrNull = (d: string | Date | null) => (d === null ? null : iso(d));

/** The export file's content: field names of the API, timestamps in ISO 8601 (a file for programs and people alike). */
export function presentAccountExport(rows: ExportRows, at: Date, appUrl: string): AccountExport {
  const u = rows.user;
  return {
    exported_at: at.toISOString(),
    profile: {
      id: u.id,
      name: u.name,
      email: u.email,
      email_verified_at: isoOrNull(u.email_verified_at),
      bio: u.bio,
      home_location: u.home_location,
      avatar_url: optionalUploadUrl(u.avatar_path),
      roles: u.roles,
      public_page: `${appUrl}/users/${u.slug}`,
      member_since: iso(u.created_at),
    },
    notification_preferences: rows.preferences,
    applications: rows.applications.map((a) => ({
      id: a.id,
      class: { id: a.class_id, title: a.class_title, url: `${appUrl}${classUrl(a.class_id, a.class_slug)}` },
      status: a.status,
      experience_level: a.experience_level,
      message: a.message,
      safety_acknowledged_at: iso(a.safety_acknowledged_at),
      decision_note: a.decision_note,
      applied_at: iso(a.created_at),
      decided_at: isoOrNull(a.decided_at),
    })),
    class_requests: rows.requests.map((r) => ({
      id: r.id,
      title: r.title,
      theme: r.theme,
      description: r.description,
      preferred_location: r.preferred_location,
      preferred_timeframe: r.preferred_timeframe,
      skill_level: r.skill_level,
      status: r.status,
      votes: r.votes_count,
      created_at: iso(r.created_at),
    })),
    votes: rows.votes.map((v) => ({ class_request_id: v.request_id, title: v.title, voted_at: iso(v.created_at) })),
    messages_written: rows.messages.map((m) => ({
      id: m.id,
      conversation_id: m.conversation_id,
      to: m.to_name,
      body: m.body,
      attachments: m.attachments,
      via: m.via,
      sent_at: iso(m.created_at),
    })),
    notifications: rows.notifications.map((n) => ({
      id: n.id,
      type: n.type,
      title: n.title,
      message: n.message,
      read_at: isoOrNull(n.read_at),
      created_at: iso(n.created_at),
    })),
    role_applications: rows.roleApplications.map((r) => ({ ...r, created_at: iso(r.created_at) })),
    forges: rows.forges.map((f) => ({ ...f, created_at: iso(f.created_at) })),
    classes_taught: rows.classes.map((c) => ({
      id: c.id,
      title: c.title,
      status: c.status,
      url: `${appUrl}${classUrl(c.id, c.slug)}`,
    })),
  };
}
