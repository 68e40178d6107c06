// Mass-assignment probes (issue 22, decision 405): every write operation of the OpenAPI document
// (the suite fails on one without a probe) is sent twice on fresh objects, once as is (the control)
// and once with forbidden fields added (roles, status, user_id, instructor_id, venue_id,
// seats_left, email_verified_at, id) that its contract does not declare: in the JSON body (also of
// body-less POSTs and DELETEs), as extra multipart fields one at a time, or in a re-signed Pusher
// HTTP API body. The probe must be refused (422 naming a probed field) or ignored: the control's
// status, the same change in every table's status and roles columns, no sentinel stored anywhere,
// Mallory's account untouched, and the case's own check (sign-in acts on its own account).
import { sql } from "drizzle-orm";
import { rowsOf } from "../../apps/server/src/db/rows.ts";
import { matrix } from "../authz.matrix.ts";
import { type WriteCase, writes } from "../authz.writes.ts";
import { peopleWrites } from "../authz.writes-people.ts";
import { type Method, send } from "./authz-send.ts";
import { principals, type World } from "./authz-world.ts";

const sentinelTime = "1999-09-09T09:09:09.000Z";
const sentinelNumbers = [7777, 987654];

function probeFields(w: World): Record<string, unknown> {
  return {
    roles: ["admin"],
    status: "published",
    user_id: w.mallory.id,
    instructor_id: w.mallory.id,
    venue_id: w.mallory.forge,
    seats_left: 7777,
    email_verified_at: sentinelTime,
    id: 987654,
  };
}

interface Column {
  table: string;
  column: string;
  type: string;
}

async function columns(w: World): Promise<Column[]> {
  const res = await w.db.execute(sql`select c.table_name as "table", c.column_name as "column", c.data_type as type
    from information_schema.columns c join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema = 'public'`);
  return rowsOf<Column>(res);
}

/** Per table, the count of rows per status and per roles value (what a probe could have set). */
async function distribution(w: World, cols: Column[]): Promise<Map<string, number>> {
  const parts = cols
    .filter((c) => c.column === "status" || c.column === "roles")
    .map(
      (c) =>
        `select '${c.table}.${c.column}=' || coalesce("${c.column}"::text, 'null') as k, count(*)::int as n from "${c.table}" group by 1`,
    );
  const res = await w.db.execute(sql.raw(parts.join(" union all ")));
  return new Map(rowsOf<{ k: string; n: number }>(res).map((r) => [r.k, Number(r.n)]));
}

const delta = (a: Map<string, number>, b: Map<string, number>) => {
  const out: Record<string, number> = {};
  for (const k of new Set([...a.keys(), ...b.keys()])) {
    const d = (b.get(k) ?? 0) - (a.get(k) ?? 0);
    if (d !== 0) out[k] = d;
  }
  return JSON.stringify(Object.entries(out).sort());
};

/** Columns holding a sentinel: Mallory's user or forge id where they are not her own rows, 7777, 987654, 1999. */
async function sentinelHits(w: World, cols: Column[]): Promise<string[]> {
  const hits: string[] = [];
  const ids = [w.mallory.id, w.mallory.forge, ...sentinelNumbers];
  const own = new Set(["users.id", "venues.id", "venues.owner_id", "locations.id"]);
  const parts: string[] = [];
  for (const c of cols) {
    if ((c.type === "bigint" || c.type === "integer") && !own.has(`${c.table}.${c.column}`)) {
      parts.push(
        `select '${c.table}.${c.column}' as k, count(*)::int as n from "${c.table}" where "${c.column}" in (${ids.join(",")})`,
      );
    } else if (c.type.startsWith("timestamp")) {
      parts.push(
        `select '${c.table}.${c.column}' as k, count(*)::int as n from "${c.table}" where "${c.column}" < '2000-01-01'`,
      );
    }
  }
  const res = await w.db.execute(sql.raw(parts.join(" union all ")));
  for (const r of rowsOf<{ k: string; n: number }>(res)) if (Number(r.n) > 0) hits.push(`${r.k} (${r.n})`);
  return hits;
}

/** The request body properties an operation declares in the OpenAPI document. */
function declared(openapi: { paths: Record<string, Record<string, unknown>> }, route: string): Set<string> {
  const [method, url] = route.split(" ") as [string, string];
  const op = openapi.paths[url.replace(/:(\w+)/g, "{$1}")]?.[method.toLowerCase()] as
    | { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }
    | undefined;
  const schema = op?.requestBody?.content?.["application/json"]?.schema;
  return new Set(Object.keys(schema?.properties ?? {}));
}

/** The detectors, for the canary check (proof/lib/authz-canary.ts). */
export async function sentinelProbe(w: World) {
  const cols = await columns(w);
  return { distribution: () => distribution(w, cols), hits: () => sentinelHits(w, cols), delta };
}

/** Write operations with no probe, and why (the suite fails on any other write without one). None today. */
export const notProbed: Record<string, string> = {
  "POST /api/seat-releases/{token}":
    "takes no body: the signed link names the seat and the session (reminders.int.test.ts: forged, expired, replayed)",
};

const asText = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));

async function userRow(w: World, id: number): Promise<string> {
  const res = await w.db.execute(sql`select (to_jsonb(u) - 'last_seen_at')::text as t from users u where id = ${id}`);
  return rowsOf<{ t: string }>(res)[0]?.t ?? "";
}

export async function runMassAssignment(w: World) {
  const failures: string[] = [];
  const cols = await columns(w);
  const openapi = (await w.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
  const cases: WriteCase[] = [
    ...matrix
      .filter((r) => !r.route.startsWith("GET "))
      .flatMap((r) => {
        const cells = r.cells.trim().split(/\s+/);
        const principal = principals.find((_, i) => cells[i] === "2xx");
        return principal ? [{ route: r.route, principal, request: r.request }] : [];
      }),
    ...writes,
    ...peopleWrites,
  ];
  let probes = 0;
  const probed = new Set<string>();
  let refused = 0;
  const writeOps = Object.entries(openapi.paths as Record<string, Record<string, unknown>>).flatMap(([p, ops]) =>
    Object.keys(ops)
      .filter((m) => ["post", "put", "patch", "delete"].includes(m))
      .map((m) => `${m.toUpperCase()} ${p}`),
  );
  const covered = new Set(cases.map((c) => c.route.replace(/:(\w+)/g, "{$1}")));
  for (const op of writeOps) {
    if (!covered.has(op) && !(op in notProbed))
      failures.push(`${op}: a write operation without a mass-assignment probe`);
  }
  const mallory = await userRow(w, w.mallory.id);
  for (const c of cases) {
    const method = c.route.split(" ")[0] as Method;
    const own = declared(openapi, c.route);
    const allFields = Object.fromEntries(Object.entries(probeFields(w)).filter(([k]) => !own.has(k)));
    if (!Object.keys(allFields).length) continue;
    probed.add(c.route.replace(/:(\w+)/g, "{$1}"));
    const cwho = c.actor ? await c.actor(w) : w.who[c.principal];
    const control = await c.request(w, cwho);
    const d0 = await distribution(w, cols);
    const cres = await send(w, cwho, method, control);
    const d1 = await distribution(w, cols);
    if (cres.statusCode >= 300) {
      failures.push(`${c.route}: the control request failed ${cres.statusCode} ${cres.body.slice(0, 160)}`);
      continue;
    }
    // Multipart forms cap their parts (the avatar takes 5 fields), so eight extra fields would be
    // refused whole as too large: each probed field goes in a request of its own instead.
    const variants = control.upload ? Object.entries(allFields).map(([k, v]) => ({ [k]: v })) : [allFields];
    for (const fields of variants) {
      const who = c.actor ? await c.actor(w) : w.who[c.principal];
      const probe = await c.request(w, who);
      const d1b = await distribution(w, cols); // after the probe's own fresh objects were made
      // JSON: the fields beside the body's own (a body-less request or DELETE gets them as its body);
      // multipart: as extra text fields beside the form's own.
      const sent = probe.upload
        ? {
            ...probe,
            fields: {
              ...(probe.fields ?? {}),
              ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, asText(v)])),
            },
          }
        : { ...probe, body: { ...((probe.body as Record<string, unknown>) ?? {}), ...fields } };
      const pres = await send(w, who, method, sent);
      const d2 = await distribution(w, cols);
      probes += Object.keys(fields).length;
      if (pres.statusCode === 422) {
        // Refused by name: a probed field's own error, or the strict contracts' "Remove the unknown fields: ...".
        const errs = (pres.json() as { errors?: Record<string, string[]> }).errors ?? {};
        const text = Object.entries(errs)
          .map(([k, v]) => `${k} ${v.join(" ")}`)
          .join(" ");
        if (!Object.keys(fields).some((k) => new RegExp(`\\b${k}\\b`).test(text)))
          failures.push(`${c.route}: probe 422 names none of the probed fields: ${pres.body.slice(0, 160)}`);
        refused += Object.keys(fields).length;
        continue;
      }
      if (pres.statusCode !== cres.statusCode) {
        failures.push(
          `${c.route}: probe answered ${pres.statusCode}, the plain request ${cres.statusCode} ${pres.body.slice(0, 160)}`,
        );
        continue;
      }
      if (delta(d0, d1) !== delta(d1b, d2))
        failures.push(`${c.route}: probe changed ${delta(d1b, d2)}, control ${delta(d0, d1)}`);
      const hits = await sentinelHits(w, cols);
      if (hits.length) failures.push(`${c.route}: a probed value was stored: ${hits.join(", ")}`);
      const wrong = await c.check?.(w, who, pres, probe);
      if (wrong) failures.push(`${c.route}: ${wrong}`);
      if ((await userRow(w, w.mallory.id)) !== mallory) failures.push(`${c.route}: Mallory's account changed`);
    }
  }
  return {
    probes,
    refused,
    writes: writeOps.filter((op) => probed.has(op)).length,
    writeOps: writeOps.length,
    exempt: writeOps.filter((op) => op in notProbed).length,
    failures,
  };
}
