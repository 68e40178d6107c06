import {
  type ClassDetail,
  type ClassesQuery,
  type ClassSort,
  type CreateClass,
  classUrl,
  effectiveClassStatus,
  formatPrice,
  type UpdateClass,
} from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import { oncePerKey } from "../../db/once-per-key.ts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { errors, type FieldText, ValidationError, withValues } from "../../platform/errors.ts";
import type { EventDispatcher } from "../../platform/events/dispatcher.ts";
import { liveChannels } from "../../platform/events/live-channels.ts";
import { keysetCursor, type ListPage, pageOf } from "../../platform/pagination.ts";
import { slugify } from "../../platform/slug.ts";
import { type ClassChange, type ClassEvents, classChangeMessage } from "./class-events.ts";
import { listOptions } from "./class-list-options.ts";
import type { CardRow } from "./class-queries.ts";
import { classTotalsFor } from "./class-totals.ts";
import { classesPolicy as policy } from "./classes.policy.ts";
import { classSubject, presentClassDetail } from "./classes.presenter.ts";
import { classesReadRepository as read } from "./classes-read.repository.ts";
import { type ClassRow, type SessionInput, classesWriteRepository as write } from "./classes-write.repository.ts";

/** "Intro to Knife Making!" -> "intro-to-knife-making" (the id makes class URLs unique). */
const classSlug = (title: string) => slugify(title, { maxLength: 80, fallback: "class" });

export interface ClassesServiceDeps {
  db: Db;
  events: EventDispatcher;
  classEvents: ClassEvents;
}

const toSessions = (s: Array<{ starts_at: string; ends_at: string }>): SessionInput[] =>
  s.map((x) => ({ startsAt: new Date(x.starts_at), endsAt: new Date(x.ends_at) }));

function sortValue(sort: ClassSort, row: CardRow): string | number {
  const v = row.sort_value;
  if (sort === "soonest" || sort === "newest") return new Date(v as string | Date).toISOString();
  return Number(v);
}

export function createClassesService(deps: ClassesServiceDeps) {
  const { db } = deps;
  const totals = classTotalsFor(db);

  /** Locks the class and checks the action against the classes table (404/401/403, then 409). */
  async function loadFor(
    tx: Db,
    user: AuthUser,
    id: number,
    action: "manage" | "update" | "publish" | "cancel",
  ): Promise<ClassRow> {
    const row = await write.lock(tx, id);
    if (!row) throw errors.notFound(/*i18n*/ { id: "error.class_not_found", message: "Class not found." });
    policy.authorize(user, action, row);
    return row;
  }

  /** The forge-link rule (decision 211): a 422 on venue_id unless the user may hold classes there. */
  async function checkVenue(tx: Db, user: AuthUser, venueId: number | null | undefined) {
    if (venueId == null) return;
    const forge = await write.forgeFor(tx, venueId, user.id);
    if (!forge)
      throw new ValidationError({
        venue_id: [/*i18n*/ { id: "error.forge_missing", message: "Choose a forge that exists." }],
      });
    if (!policy.can(user, "holdAt", forge)) {
      throw new ValidationError({
        venue_id: [
          policy.rules.holdAt.denied ?? /*i18n*/ { id: "error.choose_another_forge", message: "Choose another forge." },
        ],
      });
    }
  }

  async function createOnce(user: AuthUser, body: CreateClass, key: string | null): Promise<number> {
    const id = await deps.events.transaction(async (tx) => {
      await checkVenue(tx, user, body.venue_id);
      const row = await write.insert(
        tx,
        {
          slug: classSlug(body.title),
          title: body.title,
          summary: body.summary,
          description: body.description,
          theme: body.theme,
          skillLevel: body.skill_level,
          instructorId: user.id,
          venueId: body.venue_id,
          capacity: body.capacity,
          priceCents: body.price_cents,
          currency: body.currency,
          minAge: body.min_age,
          included: body.included,
          bring: body.bring,
          safetyRequirements: body.safety_requirements,
          autoAccept: body.auto_accept,
          applicationDeadline: body.application_deadline ? new Date(body.application_deadline) : null,
          status: "draft",
          idempotencyKey: key,
        },
        toSessions(body.sessions),
      );
      return row.id;
    });
    totals.clear();
    return id;
  }

  return {
    async list(q: ClassesQuery): Promise<ListPage<CardRow>> {
      const options = listOptions(q);
      const { sort } = options;
      const [rows, total] = await Promise.all([
        read.page(db, options),
        totals.get(options.filters, () => read.count(db, options.filters)),
      ]);
      const page = pageOf(rows, q.limit, (last) =>
        keysetCursor.encode({ sort, value: sortValue(sort, last), id: last.id }),
      );
      return { ...page, total };
    },

    async detail(id: number, user: AuthUser | null): Promise<ClassDetail> {
      const row = await read.detail(db, id, user?.id ?? null);
      if (!row) throw errors.notFound(/*i18n*/ { id: "error.class_not_found", message: "Class not found." });
      policy.check(user, "view", classSubject(row));
      const status = effectiveClassStatus(row.status, row.ends_at);
      const related = await read.related(
        db,
        {
          classId: id,
          theme: row.theme,
          instructorId: row.instructor_id,
          // A cancelled class offers what else is close, a past one its instructor's next (decision 521).
          mode: status === "cancelled" ? "nearby" : status === "completed" ? "instructor" : "soonest",
          near:
            row.venue_lat == null || row.venue_lng == null
              ? null
              : { lat: Number(row.venue_lat), lng: Number(row.venue_lng) },
        },
        4,
      );
      return presentClassDetail(row, { related, viewer: user });
    },

    /** The class as its .ics needs it: the detail and the calendar SEQUENCE (issue 40 point 2). */
    async calendar(id: number, user: AuthUser | null): Promise<{ detail: ClassDetail; sequence: number }> {
      const row = await read.detail(db, id, user?.id ?? null);
      if (!row) throw errors.notFound(/*i18n*/ { id: "error.class_not_found", message: "Class not found." });
      policy.check(user, "view", classSubject(row));
      return {
        detail: presentClassDetail(row, { related: [], viewer: user }),
        sequence: Number(row.calendar_sequence ?? 0),
      };
    },

    async managed(user: AuthUser, q: { status?: string; cursor?: string; limit: number }): Promise<ListPage<CardRow>> {
      const beforeId = q.cursor ? keysetCursor.decode(q.cursor, "id", "none").id : undefined;
      const { rows, total } = await read.managed(db, {
        userId: user.id,
        all: user.roles.includes("admin"),
        asHost: user.roles.includes("host"),
        status: q.status,
        beforeId,
        limit: q.limit,
      });
      const page = pageOf(rows, q.limit, (last) => keysetCursor.encode({ sort: "id", value: null, id: last.id }));
      return { ...page, total };
    },

    /** Creates a draft; a retry with the same Idempotency-Key returns the first one's id (also when racing). */
    async create(user: AuthUser, body: CreateClass, key: string | null = null): Promise<number> {
      return oncePerKey(
        key,
        (k) => write.idByIdempotencyKey(db, user.id, k),
        () => createOnce(user, body, key),
      );
    },

    async update(user: AuthUser, id: number, body: UpdateClass): Promise<void> {
      await deps.events.transaction(async (tx, events) => {
        const row = await loadFor(tx, user, id, "update");
        // Keeping the class's forge is always allowed; moving it follows the forge-link rule.
        if (body.venue_id !== undefined && body.venue_id !== row.venueId) await checkVenue(tx, user, body.venue_id);
        const changes: ClassChange[] = [];
        if (body.venue_id !== undefined && body.venue_id !== row.venueId) changes.push("venue");
        if (
          (body.price_cents !== undefined && body.price_cents !== row.priceCents) ||
          (body.currency !== undefined && body.currency !== row.currency)
        )
          changes.push("price");
        if (body.sessions) {
          const before = await write.sessions(tx, id);
          const after = toSessions(body.sessions).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
          const key = (s: SessionInput[]) => s.map((x) => `${x.startsAt.getTime()}-${x.endsAt.getTime()}`).join();
          if (key(before) !== key(after)) changes.push("sessions");
          if (row.status === "published" && after.length === 0) {
            throw new ValidationError({
              sessions: [
                /*i18n*/ {
                  id: "error.published_needs_session",
                  message: "A published class needs at least one session.",
                },
              ],
            });
          }
          await write.replaceSessions(tx, id, after);
        }
        if (row.status === "published" && body.venue_id === null) {
          throw new ValidationError({
            venue_id: [/*i18n*/ { id: "error.published_needs_forge", message: "A published class needs a forge." }],
          });
        }
        if (body.capacity !== undefined && body.capacity < row.seatsTaken) {
          throw new ValidationError({
            capacity: [
              withValues(
                /*i18n*/ {
                  id: "error.capacity_below_taken",
                  message: "{taken} seats are already taken; capacity cannot go below that.",
                },
                { taken: row.seatsTaken },
              ),
            ],
          });
        }
        if (
          body.safety_requirements &&
          JSON.stringify(body.safety_requirements) !== JSON.stringify(row.safetyRequirements)
        ) {
          await write.newSafetyVersion(tx, id, body.safety_requirements);
        }
        await write.update(tx, id, {
          ...(body.title !== undefined ? { title: body.title, slug: classSlug(body.title) } : {}),
          ...(body.summary !== undefined ? { summary: body.summary } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.theme !== undefined ? { theme: body.theme } : {}),
          ...(body.skill_level !== undefined ? { skillLevel: body.skill_level } : {}),
          ...(body.venue_id !== undefined ? { venueId: body.venue_id } : {}),
          ...(body.capacity !== undefined ? { capacity: body.capacity } : {}),
          ...(body.price_cents !== undefined ? { priceCents: body.price_cents } : {}),
          ...(body.currency !== undefined ? { currency: body.currency } : {}),
          ...(body.min_age !== undefined ? { minAge: body.min_age } : {}),
          ...(body.included !== undefined ? { included: body.included } : {}),
          ...(body.bring !== undefined ? { bring: body.bring } : {}),
          ...(body.auto_accept !== undefined ? { autoAccept: body.auto_accept } : {}),
          ...(body.application_deadline !== undefined
            ? { applicationDeadline: body.application_deadline ? new Date(body.application_deadline) : null }
            : {}),
        });
        if (row.status === "published" && body.capacity !== undefined && body.capacity > row.capacity) {
          await deps.classEvents.emit(tx, events, "class.capacity_raised", {
            classId: id,
            from: row.capacity,
            to: body.capacity,
          });
        }
        if (row.status === "published" && changes.length > 0) {
          const title = body.title ?? row.title;
          await deps.classEvents.emit(tx, events, "class.changed", {
            classId: id,
            title,
            url: classUrl(id, classSlug(title)),
            changes,
            message: classChangeMessage(title, changes),
          });
        }
      });
      totals.clear();
    },

    async publish(user: AuthUser, id: number): Promise<void> {
      await deps.events.transaction(async (tx, events) => {
        const row = await loadFor(tx, user, id, "publish");
        const sessions = await write.sessions(tx, id);
        const problems: Record<string, FieldText[]> = {};
        if (!sessions.some((s) => s.startsAt.getTime() > Date.now())) {
          problems.sessions = [
            /*i18n*/ {
              id: "error.publish_needs_future_session",
              message: "Add at least one session in the future before publishing.",
            },
          ];
        }
        if (row.venueId == null)
          problems.venue_id = [
            /*i18n*/ { id: "error.publish_needs_forge", message: "Choose a forge before publishing." },
          ];
        if (row.capacity < 1)
          problems.capacity = [/*i18n*/ { id: "error.publish_needs_seat", message: "Offer at least 1 seat." }];
        if (!row.summary.trim())
          problems.summary = [
            /*i18n*/ { id: "error.publish_needs_summary", message: "Write a short summary before publishing." },
          ];
        if (Object.keys(problems).length > 0) throw new ValidationError(problems);
        await write.update(tx, id, { status: "published", publishedAt: new Date() });
        const instructor = await write.instructorName(tx, row.instructorId);
        events.broadcast(liveChannels.newClasses, "class.created", {
          title: row.title,
          instructor,
          price: formatPrice(row.priceCents, row.currency),
          url: classUrl(id, row.slug),
          author_id: row.instructorId,
        });
      });
      totals.clear();
    },

    async cancel(user: AuthUser, id: number, reason: string): Promise<void> {
      await deps.events.transaction(async (tx, events) => {
        const row = await loadFor(tx, user, id, "cancel");
        await write.update(tx, id, { status: "cancelled", cancelReason: reason, cancelledAt: new Date() });
        if (row.status === "published") {
          await deps.classEvents.emit(tx, events, "class.cancelled", {
            classId: id,
            title: row.title,
            url: classUrl(id, row.slug),
            reason,
          });
        }
      });
      totals.clear();
    },

    /** For image uploads: checks the user may manage the class. */
    async assertManage(user: AuthUser, id: number): Promise<void> {
      await deps.events.transaction(async (tx) => {
        await loadFor(tx, user, id, "manage");
      });
    },
  };
}
export type ClassesService = ReturnType<typeof createClassesService>;
