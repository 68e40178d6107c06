import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import type { StoredImageSet } from "../../platform/images/image-set.ts";
import { rowsToRead } from "../../platform/pagination.ts";

/** A photo as kept in venues.photos: the image set, its key, and the Idempotency-Key of its upload. */
export type StoredVenuePhoto = StoredImageSet & { upload_key?: string };

export interface VenueRow {
  id: number;
  owner_id: number;
  owner_name: string;
  owner_slug: string;
  name: string;
  slug: string;
  address: string;
  description: string;
  lat: number;
  lng: number;
  equipment: string[];
  safety_gear: string[];
  accessibility_notes: string;
  photos: StoredVenuePhoto[] | null;
  location_id: number;
  location_path: string;
  location_name: string;
  location_kind: string;
  location_time_zone: string;
}

const select = sql`select v.id::int as id, v.owner_id::int as owner_id, o.name as owner_name, o.slug as owner_slug,
  v.name, v.slug, v.address, v.description, v.lat, v.lng, v.equipment, v.safety_gear, v.accessibility_notes, v.photos,
  l.id::int as location_id, l.path as location_path, l.name as location_name, l.kind as location_kind,
  l.time_zone as location_time_zone
  from venues v join users o on o.id = v.owner_id join locations l on l.id = v.location_id`;

export interface VenueValues {
  name?: string;
  slug?: string;
  address?: string;
  description?: string;
  lat?: number;
  lng?: number;
  equipment?: string[];
  safety_gear?: string[];
  accessibility_notes?: string;
  location_id?: number;
}

/** Venues (forges): the only SQL of this feature. */
export const venuesRepository = {
  async list(
    db: Db,
    opts: { location?: string; ownerId?: number; teacherId?: number; afterId?: number; limit: number },
  ): Promise<{ rows: VenueRow[]; total: number }> {
    const parts: SQL[] = [sql`true`];
    if (opts.location) parts.push(sql`(l.path = ${opts.location} or l.path like ${`${opts.location}/%`})`);
    // Owned by ownerId, or taught at by teacherId (an accepted instructor invitation): either matches.
    const related: SQL[] = [];
    if (opts.ownerId !== undefined) related.push(sql`v.owner_id = ${opts.ownerId}`);
    if (opts.teacherId !== undefined) {
      related.push(sql`exists (select 1 from instructor_invitations i
        where i.venue_id = v.id and i.accepted_by = ${opts.teacherId} and i.accepted_at is not null)`);
    }
    if (related.length > 0) parts.push(sql`(${sql.join(related, sql` or `)})`);
    const filter = sql.join(parts, sql` and `);
    const page = opts.afterId ? sql` and v.id > ${opts.afterId}` : sql``;
    const [rows, count] = await Promise.all([
      db.execute(sql`${select} where ${filter}${page} order by v.id limit ${rowsToRead(opts.limit)}`),
      db.execute(sql`select count(*)::int as n from venues v join locations l on l.id = v.location_id where ${filter}`),
    ]);
    return { rows: rowsOf<VenueRow>(rows), total: rowsOf<{ n: number }>(count)[0]?.n ?? 0 };
  },

  async byId(db: Db, id: number): Promise<VenueRow | undefined> {
    return rowsOf<VenueRow>(await db.execute(sql`${select} where v.id = ${id}`))[0];
  },

  async locationIdByPath(db: Db, path: string): Promise<number | undefined> {
    const res = await db.execute(sql`select id::int as id from locations where path = ${path}`);
    return rowsOf<{ id: number }>(res)[0]?.id;
  },

  /** The forge this owner created with this Idempotency-Key, if any. */
  async idByIdempotencyKey(db: Db, ownerId: number, key: string): Promise<number | undefined> {
    const res = await db.execute(
      sql`select id::int as id from venues where owner_id = ${ownerId} and idempotency_key = ${key}`,
    );
    return rowsOf<{ id: number }>(res)[0]?.id;
  },

  async slugTaken(db: Db, slug: string): Promise<boolean> {
    return rowsOf(await db.execute(sql`select 1 from venues where slug = ${slug}`)).length > 0;
  },

  /** Inserts a forge; `idempotencyKey` is the creating request's key (unique per owner). */
  async insert(
    db: Db,
    ownerId: number,
    v: Required<VenueValues>,
    idempotencyKey: string | null = null,
  ): Promise<number> {
    const res =
      await db.execute(sql`insert into venues (owner_id, location_id, name, slug, address, description, lat, lng,
        equipment, safety_gear, accessibility_notes, idempotency_key)
      values (${ownerId}, ${v.location_id}, ${v.name}, ${v.slug}, ${v.address}, ${v.description}, ${v.lat}, ${v.lng},
        ${sql`${`{${v.equipment.map(pgArrayItem).join(",")}}`}::text[]`},
        ${sql`${`{${v.safety_gear.map(pgArrayItem).join(",")}}`}::text[]`}, ${v.accessibility_notes}, ${idempotencyKey})
      returning id::int as id`);
    const id = rowsOf<{ id: number }>(res)[0]?.id;
    if (!id) throw new Error("venue insert returned no row");
    return id;
  },

  async update(db: Db, id: number, v: VenueValues): Promise<void> {
    const sets: SQL[] = [sql`updated_at = now()`];
    const simple = [
      "name",
      "slug",
      "address",
      "description",
      "lat",
      "lng",
      "accessibility_notes",
      "location_id",
    ] as const;
    for (const k of simple) if (v[k] !== undefined) sets.push(sql`${sql.identifier(k)} = ${v[k]}`);
    for (const k of ["equipment", "safety_gear"] as const) {
      const list = v[k];
      if (list) sets.push(sql`${sql.identifier(k)} = ${`{${list.map(pgArrayItem).join(",")}}`}::text[]`);
    }
    await db.execute(sql`update venues set ${sql.join(sets, sql`, `)} where id = ${id}`);
  },

  /**
   * Appends a photo in one statement, so concurrent uploads cannot pass `max`; nothing happens when
   * the forge holds `max` photos already or one from the same upload key. True when appended.
   */
  async appendPhoto(db: Db, id: number, photo: StoredVenuePhoto, max: number): Promise<boolean> {
    const sameUpload = photo.upload_key
      ? sql` and not photos @> ${JSON.stringify([{ upload_key: photo.upload_key }])}::jsonb`
      : sql``;
    const res = await db.execute(sql`update venues set photos = photos || ${JSON.stringify([photo])}::jsonb,
        updated_at = now()
      where id = ${id} and jsonb_array_length(photos) < ${max}${sameUpload} returning id`);
    return rowsOf(res).length > 0;
  },

  /** Removes the photo with this key, keeping the others in order; false when it was not there. */
  async removePhoto(db: Db, id: number, key: string): Promise<boolean> {
    const res = await db.execute(sql`update venues set updated_at = now(), photos = coalesce(
        (select jsonb_agg(p order by n) from jsonb_array_elements(photos) with ordinality as e(p, n)
          where p->>'key' is distinct from ${key}), '[]'::jsonb)
      where id = ${id} and photos @> ${JSON.stringify([{ key }])}::jsonb returning id`);
    return rowsOf(res).length > 0;
  },
};

/** One element of a PostgreSQL array literal, quoted and escaped. */
function pgArrayItem(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}
