import { type RosterStudent, rosterPageSize, rostersResponseSchema } from "@guildforge/contracts";
import { useCallback, useMemo } from "react";
import { api } from "../../../lib/api";
import { type CursorPage, useLoadMore } from "../../../lib/use-load-more";

/** The API path of one page of a class's roster. */
export function rosterApiPath(classId: number, cursor?: string | null): string {
  const params = new URLSearchParams({ class_id: String(classId), limit: String(rosterPageSize) });
  if (cursor) params.set("cursor", cursor);
  return `/api/manage/students?${params}`;
}

/** GET /api/manage/students?class_id=&limit=: one page of the roster's students. */
export async function listRosterPage(path: string): Promise<CursorPage<RosterStudent>> {
  const body = rostersResponseSchema.parse(await api.get(path));
  return { data: body.data[0]?.students ?? [], meta: { next_cursor: body.meta?.next_cursor ?? null } };
}

/** "Load more" for a roster, from the page the loader rendered. */
export function useLoadMoreRoster(classId: number, students: RosterStudent[], nextCursor: string | null) {
  const first = useMemo(() => ({ data: students, meta: { next_cursor: nextCursor } }), [students, nextCursor]);
  const pathFor = useCallback((cursor: string) => rosterApiPath(classId, cursor), [classId]);
  return useLoadMore(first, pathFor, listRosterPage);
}
