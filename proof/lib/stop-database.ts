// A scratch database on the machine's PostgreSQL for suites that start the server many times
// (a server on PostgreSQL starts faster than one opening PGlite): created empty (the first
// server migrates it), dropped at the end.
import pg from "pg";

export const adminUrl = process.env.PROOF_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
  } catch (e) {
    throw new Error(
      `PostgreSQL is not answering at ${adminUrl} (${(e as Error).message}). ` +
        "Start it (e.g. `sudo service postgresql start`, or .ci/run does) or set PROOF_DATABASE_URL.",
    );
  }
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates `gf_proof_{name}_{pid}` and returns its URL and a function dropping it. */
export async function scratchDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const db = `gf_proof_${name}_${process.pid}`;
  await admin(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${db}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${db}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`) };
}
