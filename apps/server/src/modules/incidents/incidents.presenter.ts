import type { Incident, IncidentClass, IncidentForgeCount } from "@guildforge/contracts";
import type { ForgeCountRow, IncidentClassRow, IncidentRow } from "./incidents.repository.ts";

const iso = (v: string | Date) => new Date(v).toISOString();

/** An incident as its class's managers and the admins read it (never part of a public answer). */
export function presentIncident(r: IncidentRow): Incident {
  return {
    id: r.id,
    class: { id: r.class_id, title: r.class_title, slug: r.class_slug },
    forge: r.forge_id === null || r.forge_name === null ? null : { id: r.forge_id, name: r.forge_name },
    time_zone: r.time_zone,
    session_starts_at: iso(r.session_starts_at),
    kind: r.kind,
    severity: r.severity,
    what_happened: r.what_happened,
    action_taken: r.action_taken,
    reported_by: { id: r.reporter_id, name: r.reporter_name },
    created_at: iso(r.created_at),
  };
}

export function presentIncidentClass(r: IncidentClassRow): IncidentClass {
  return {
    id: r.id,
    title: r.title,
    forge_name: r.forge_name,
    time_zone: r.time_zone,
    sessions: (r.sessions ?? []).map((s) => ({ starts_at: iso(s.starts_at), ends_at: iso(s.ends_at) })),
    incident_count: r.incident_count,
  };
}

export function presentForgeCount(r: ForgeCountRow): IncidentForgeCount {
  return {
    forge: r.forge_id === null || r.forge_name === null ? null : { id: r.forge_id, name: r.forge_name },
    count: r.count,
  };
}
