// No answer to anyone but an admin carries an email address other than the viewer's own
// (decision 504): every GET route of the API, on the matrix's real objects (a concrete URL for the
// routes without a row), as each of the eight non-admin principals. Found: the reporter's answer
// named the reported person's address, and managers' application queues and rosters named every
// applicant's (issue 36 point 2).
import { apiRoutes, targetOf } from "./authz-targets.ts";
import { principals, type World } from "./authz-world.ts";

const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** GET routes that may answer an address other than the viewer's, and why. */
export const emailExceptions: Record<string, string> = {
  "GET /api/instructor-invitations/:token": "the invited address, to whoever holds the token mailed to it",
};

export async function runNoOthersEmail(w: World): Promise<{ requests: number; routes: number; failures: string[] }> {
  const failures: string[] = [];
  // The API reference's own script holds sample addresses: no one's data.
  const routes = apiRoutes(w, ["GET"]).filter(
    (r) => !r.url.startsWith("/api/docs") && !(`GET ${r.url}` in emailExceptions),
  );
  let requests = 0;
  for (const route of routes) {
    const { url } = await targetOf(w, route).request();
    for (const p of principals) {
      if (p === "admin") continue;
      const who = w.who[p];
      const res = await who.client.get(url);
      requests++;
      const own = who.user?.email.toLowerCase();
      const others = [...new Set(res.body.match(emailPattern) ?? [])].filter((e) => e.toLowerCase() !== own);
      if (others.length) failures.push(`GET ${url} as ${p} (${res.statusCode}) shows ${others.join(", ")}`);
    }
  }
  return { requests, routes: routes.length, failures };
}
