/** The rows of a raw `db.execute(sql\`...\`)` result (the same shape on PGlite and node-postgres). */
export const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;
