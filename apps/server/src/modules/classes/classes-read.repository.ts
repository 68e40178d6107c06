import { type ClassSort, ratingPrior, reviewWindowDays, type SkillLevel, type ThemeSlug } from "@guildforge/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { type Keyset, rowsToRead } from "../../platform/pagination.ts";
import { type CardRow, cardColumns, cardJoins, distanceKm, inSubtree, publicUpcoming } from "./class-queries.ts";

export interface ClassListFilters {
  q?: string;
  theme?: ThemeSlug;
  location?: string;
  level?: SkillLevel;
  from?: Date;
  /** Exclusive upper bound of the first session's start. */
  toExclusive?: Date;
  priceMax?: number;
  /** ISO 4217 code: only classes priced in it (a maximum price always comes with one, decision 362). */
  currency?: string;
  seats?: boolean;
  instructorSlug?: string;
  /** One forge's classes (decision 193). */
  venueId?: number;
}

export interface ClassListOptions {
  filters: ClassListFilters;
  sort: ClassSort;
  near?: { lat: number; lng: number };
  after?: Keyset & { value: string | number };
  limit: number;
}

function where(f: ClassListFilters): SQL {
  const parts: SQL[] = [publicUpcoming];
  if (f.q) parts.push(sql`c.search @@ websearch_to_tsquery('english', ${f.q})`);
  if (f.theme) parts.push(sql`c.theme = ${f.theme}`);
  if (f.level) parts.push(sql`c.skill_level = ${f.level}`);
  if (f.location) parts.push(inSubtree(sql`l.path`, f.location));
  if (f.from) parts.push(sql`c.starts_at >= ${f.from.toISOString()}::timestamptz`);
  if (f.toExclusive) parts.push(sql`c.starts_at < ${f.toExclusive.toISOString()}::timestamptz`);
  if (f.currency) parts.push(sql`c.currency = ${f.currency}`);
  if (f.priceMax !== undefined) parts.push(sql`c.price_cents <= ${f.priceMax}`);
  if (f.seats) parts.push(sql`c.seats_taken < c.capacity`);
  if (f.instructorSlug) parts.push(sql`u.slug = ${f.instructorSlug}`);
  if (f.venueId !== undefined) parts.push(sql`c.venue_id = ${f.venueId}`);
  return sql.join(parts, sql` and `);
}

/**
 * The total joins only what its filters read: the instructor for `instructorSlug`, the place for
 * `location` (every class has one instructor and at most one venue, so the count is the same;
 * without the users join the planner skipped a hash join over every matching class).
 */
function countJoins(f: ClassListFilters): SQL {
  const parts: SQL[] = [sql`from classes c`];
  if (f.instructorSlug) parts.push(sql`join users u on u.id = c.instructor_id`);
  if (f.location)
    parts.push(sql`left join venues v on v.id = c.venue_id left join locations l on l.id = v.location_id`);
  return sql.join(parts, sql` `);
}

/**
 * The status filter of the manage list by the status a class reads as (decision 191): a
 * published class whose last session has ended counts as completed before the sweep stores it.
 */
function statusIs(status: string): SQL {
  if (status === "published") return sql`(c.status = 'published' and (c.ends_at is null or c.ends_at >= now()))`;
  if (status === "completed") return sql`(c.status = 'completed' or (c.status = 'published' and c.ends_at < now()))`;
  return sql`c.status = ${status}`;
}

/**
 * The viewer's latest non-withdrawn application to the class `c`, with their waitlist place
 * (ordered like the applications feature's waitlist: queued_at, then id), as JSON or null.
 */
function myApplication(viewerId: number | null): SQL {
  if (viewerId == null) return sql`null::json`;
  return sql`(select json_build_object(
      'id', a.id::int, 'status', a.status,
      'waitlist_position', case when a.status = 'waitlisted' then (select count(*)::int from applications w
        where w.class_id = a.class_id and w.status = 'waitlisted' and (w.queued_at, w.id) <= (a.queued_at, a.id)) end,
      'waitlist_size', case when a.status = 'waitlisted' then (select count(*)::int from applications w
        where w.class_id = a.class_id and w.status = 'waitlisted') end)
    from applications a
    where a.class_id = c.id and a.student_id = ${viewerId} and a.status <> 'withdrawn'
    order by a.created_at desc, a.id desc limit 1)`;
}

/** When the viewer last withdrew an application to the class (null for guests and those who never did). */
function myWithdrawnAt(viewerId: number | null): SQL {
  if (viewerId == null) return sql`null::timestamptz`;
  return sql`(select max(a.updated_at) from applications a
    where a.class_id = c.id and a.student_id = ${viewerId} and a.status = 'withdrawn')`;
}

/**
 * A price sort's key (decision 523): the currency's letters as a number (A-Z order, base 26) times
 * 10^9, plus the amount (under 10^9: the contracts cap prices at 10^7 minor units). One number, so
 * keyset cursors stay numbers; amounts in different currencies are never compared with each other.
 */
const currencyRank = sql`((ascii(substr(c.currency, 1, 1)) - 65) * 676 + (ascii(substr(c.currency, 2, 1)) - 65) * 26 + (ascii(substr(c.currency, 3, 1)) - 65))::bigint`;
const priceKey = (amount: SQL) => sql`(${currencyRank} * 1000000000 + ${amount})::float8`;

/**
 * The instructor's published, shown reviews as a Bayesian average (`ratingPrior`): the "Highest
 * rated" sort. A review is published once both sides are in or 14 days after its class (reviews).
 */
const prior = { weight: sql.raw(String(ratingPrior.weight)), mean: sql.raw(String(ratingPrior.mean)) };
const bayesianRating = sql`(select (${prior.weight} * ${prior.mean} + coalesce(sum(r.rating), 0))::float8 / (${prior.weight} + count(r.id))
    from reviews r join classes rc on rc.id = r.class_id
    where rc.instructor_id = c.instructor_id and r.hidden_at is null
      and (r.published_at is not null or rc.ends_at + ${sql.raw(`interval '${reviewWindowDays} days'`)} < now()))`;

/** The sort key expression, its direction and how a cursor value is cast back into SQL. */
function sortKey(opts: ClassListOptions): { expr: SQL; desc: boolean; cast: (v: string | number) => SQL } {
  const ts = (v: string | number) => sql`${String(v)}::timestamptz`;
  const num = (v: string | number) => sql`${Number(v)}::float8`;
  switch (opts.sort) {
    case "relevance":
      return {
        expr: sql`ts_rank(c.search, websearch_to_tsquery('english', ${opts.filters.q ?? ""}))::float8`,
        desc: true,
        cast: num,
      };
    case "newest":
      return { expr: sql`c.published_at`, desc: true, cast: ts };
    // Prices are never compared across currencies (decision 523): grouped by currency (A-Z), then
    // by price within each; "high to low" keeps the groups in the same order and counts down inside.
    case "price_asc":
      return { expr: priceKey(sql`c.price_cents`), desc: false, cast: num };
    case "price_desc":
      return { expr: priceKey(sql`(999999999 - c.price_cents)`), desc: false, cast: num };
    case "rating":
      return { expr: bayesianRating, desc: true, cast: num };
    case "nearest":
      if (opts.near) return { expr: distanceKm(opts.near.lat, opts.near.lng), desc: false, cast: num };
      return { expr: sql`c.starts_at`, desc: false, cast: ts };
    default:
      return { expr: sql`c.starts_at`, desc: false, cast: ts };
  }
}

/** Read side of classes: lists, detail, related; only repositories write SQL. */
export const classesReadRepository = {
  /** How many classes match the filters (the browse total; the service caches it briefly). */
  async count(db: Db, filters: ClassListFilters): Promise<number> {
    const res = await db.execute(sql`select count(*)::int as n ${countJoins(filters)} where ${where(filters)}`);
    return rowsOf<{ n: number }>(res)[0]?.n ?? 0;
  },

  /** One page (`rowsToRead(limit)` rows, to know whether more follow). The sort key's value comes back as `sort_value`. */
  async page(db: Db, opts: ClassListOptions): Promise<CardRow[]> {
    const key = sortKey(opts);
    const filter = where(opts.filters);
    const dir = key.desc ? sql`desc` : sql`asc`;
    const page = opts.after
      ? key.desc
        ? sql` and (${key.expr}, c.id) < (${key.cast(opts.after.value)}, ${opts.after.id}::int)`
        : sql` and (${key.expr}, c.id) > (${key.cast(opts.after.value)}, ${opts.after.id}::int)`
      : sql``;
    const distance = opts.near ? distanceKm(opts.near.lat, opts.near.lng) : sql`null::float8`;
    const res = await db.execute(sql`select ${cardColumns}, ${distance} as distance_km, ${key.expr} as sort_value
        ${cardJoins} where ${filter}${page}
        order by ${key.expr} ${dir}, c.id ${dir} limit ${rowsToRead(opts.limit)}`);
    return rowsOf<CardRow>(res);
  },

  /** One page plus the total, uncached: two queries. */
  async list(db: Db, opts: ClassListOptions): Promise<{ rows: CardRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      classesReadRepository.page(db, opts),
      classesReadRepository.count(db, opts.filters),
    ]);
    return { rows, total };
  },

  /**
   * Any status; the service decides who may see it. `viewerId`: the signed-in user, whose latest
   * application to the class that they did not withdraw comes back as `my_application` (same query).
   */
  async detail(db: Db, id: number, viewerId: number | null): Promise<DetailRow | undefined> {
    const res = await db.execute(sql`select ${cardColumns}, ${myApplication(viewerId)} as my_application,
        ${myWithdrawnAt(viewerId)} as my_withdrawn_at,
        c.description, c.included, c.bring, c.safety_requirements, c.auto_accept, c.application_deadline,
        c.gallery, c.cancel_reason, c.cancelled_at, c.updated_at, c.calendar_sequence, u.bio as instructor_bio,
        case when v.id is null then null else json_build_object(
          'address', v.address, 'description', v.description, 'equipment', v.equipment,
          'safety_gear', v.safety_gear, 'accessibility_notes', v.accessibility_notes, 'photos', v.photos,
          'owner', json_build_object('id', o.id::int, 'name', o.name, 'slug', o.slug)) end as venue_extra
      ${cardJoins}
      left join users o on o.id = v.owner_id
      where c.id = ${id}`);
    return rowsOf<DetailRow>(res)[0];
  },

  /**
   * Upcoming public classes to offer beside a class, at most `limit` (decision 521):
   * - `soonest`: same theme, soonest first (a class one can still book);
   * - `nearby`: same theme, nearest to `near` first, then soonest (a cancelled class: what else is close);
   * - `instructor`: same theme or same instructor, the instructor's first, then soonest (a past class).
   */
  async related(
    db: Db,
    f: {
      classId: number;
      theme: string;
      instructorId: number;
      mode: "soonest" | "nearby" | "instructor";
      near: { lat: number; lng: number } | null;
    },
    limit: number,
  ): Promise<CardRow[]> {
    const match =
      f.mode === "instructor"
        ? sql`(c.theme = ${f.theme} or c.instructor_id = ${f.instructorId})`
        : sql`c.theme = ${f.theme}`;
    const first =
      f.mode === "instructor"
        ? sql`(c.instructor_id = ${f.instructorId}) desc,`
        : f.mode === "nearby" && f.near
          ? sql`${distanceKm(f.near.lat, f.near.lng)} asc nulls last,`
          : sql``;
    const res = await db.execute(sql`select ${cardColumns} ${cardJoins}
      where ${publicUpcoming} and ${match} and c.id <> ${f.classId}
      order by ${first} c.starts_at asc, c.id asc limit ${limit}`);
    return rowsOf<CardRow>(res);
  },

  /** Classes the user manages (own, or at venues they own as a host; admins: all), any status. */
  async managed(
    db: Db,
    opts: { userId: number; all: boolean; asHost: boolean; status?: string; beforeId?: number; limit: number },
  ): Promise<{ rows: CardRow[]; total: number }> {
    const parts: SQL[] = [];
    if (!opts.all) {
      parts.push(
        opts.asHost
          ? sql`(c.instructor_id = ${opts.userId} or v.owner_id = ${opts.userId})`
          : sql`c.instructor_id = ${opts.userId}`,
      );
    }
    if (opts.status) parts.push(statusIs(opts.status));
    const filter = parts.length ? sql.join(parts, sql` and `) : sql`true`;
    const page = opts.beforeId ? sql` and c.id < ${opts.beforeId}` : sql``;
    const [rowsRes, countRes] = await Promise.all([
      db.execute(sql`select ${cardColumns}, null::float8 as distance_km ${cardJoins}
        where ${filter}${page} order by c.id desc limit ${rowsToRead(opts.limit)}`),
      db.execute(sql`select count(*)::int as n from classes c left join venues v on v.id = c.venue_id where ${filter}`),
    ]);
    return { rows: rowsOf<CardRow>(rowsRes), total: rowsOf<{ n: number }>(countRes)[0]?.n ?? 0 };
  },
};

export interface DetailRow extends CardRow {
  description: string;
  included: string[];
  bring: string[];
  safety_requirements: string[];
  auto_accept: boolean;
  application_deadline: string | Date | null;
  gallery: unknown;
  cancel_reason: string | null;
  cancelled_at: string | Date | null;
  my_withdrawn_at: string | Date | null;
  updated_at: string | Date;
  calendar_sequence: number;
  instructor_bio: string;
  my_application: {
    id: number;
    status: string;
    waitlist_position: number | null;
    waitlist_size: number | null;
  } | null;
  venue_extra: {
    address: string;
    description: string;
    equipment: string[];
    safety_gear: string[];
    accessibility_notes: string;
    photos: unknown;
    owner: { id: number; name: string; slug: string };
  } | null;
}
