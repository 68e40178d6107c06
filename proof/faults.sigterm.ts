// proof/faults.ts, SIGTERM and restart: with 200 requests and 200 sockets in flight, SIGTERM
// answers every request (no reset connection) and tells every socket to reconnect (4200-4299);
// the new process behind the same balancer takes the 200 sockets back within the SPEC's backoff.
import { Agent } from "undici";
import { type Answer, probe } from "./lib/faults-http.ts";
import { type FaultClient, openClients, specBackoffMs, waitFor } from "./lib/faults-sockets.ts";
import type { ServerProcess } from "./lib/stop-server.ts";

export interface SigtermOutcome {
  answers: Answer[];
  /** Requests that got no HTTP answer (reset, closed). */
  resets: number;
  /** Sockets told to reconnect (pusher:error or close code 4200-4299). */
  told: number;
  exitCode: number | string;
}

const reconnectCode = (c: number) => c >= 4200 && c <= 4299;

export async function sigtermInFlight(
  server: ServerProcess,
  /** Where the sockets connect: the balancer in front of the server. */
  wsPort: number,
  key: string,
  count: number,
  /** Called when SIGTERM is sent (the balancer stops sending new connections to this server). */
  onSignal: () => void,
): Promise<{ outcome: SigtermOutcome; clients: FaultClient[] }> {
  const clients = await openClients(`ws://127.0.0.1:${wsPort}/app/${key}?protocol=7`, "faults-restart", count);
  // One open keep-alive connection per request, so every request is sent on an accepted
  // connection (new connections are refused once the listener closes: that is no reset).
  const agent = new Agent({ connections: count, pipelining: 1 });
  const target = `${server.url}/api/classes`;
  await Promise.all(Array.from({ length: count }, () => probe(target, { agent })));
  const inFlight = Promise.all(Array.from({ length: count }, () => probe(target, { agent })));
  await new Promise((r) => setTimeout(r, 20));
  server.child.kill("SIGTERM");
  onSignal();
  const answers = await inFlight;
  const exitCode = await server.exited;
  await agent.close().catch(() => {});
  return {
    outcome: {
      answers,
      resets: answers.filter((a) => a.error !== undefined).length,
      told: clients.filter((c) => c.errorCodes.some(reconnectCode) || c.closeCodes.some(reconnectCode)).length,
      exitCode,
    },
    clients,
  };
}

export interface RestartOutcome {
  reconnected: number;
  gaveUp: number;
  /** Seconds from the new process serving to the last socket subscribed again. */
  seconds: number;
  notificationsListed: [number, number];
}

/** Called once the balancer sends to the new process: waits for every client to be subscribed again, within the backoff. */
export async function reconnectAfterRestart(
  clients: FaultClient[],
  subscribedBefore: Map<FaultClient, number>,
): Promise<Omit<RestartOutcome, "notificationsListed">> {
  const servingAt = Date.now();
  const back = (c: FaultClient) => c.subscribedAt.length > (subscribedBefore.get(c) ?? 0) && c.subscribed;
  // The longest a client can wait between two attempts under the SPEC's policy.
  const window = Math.max(...specBackoffMs) + 5_000;
  await waitFor(() => clients.every((c) => back(c) || c.gaveUp), "every socket back or given up", window).catch(
    () => {},
  );
  const lastAt = Math.max(...clients.filter(back).map((c) => c.subscribedAt.at(-1) ?? servingAt));
  return {
    reconnected: clients.filter(back).length,
    gaveUp: clients.filter((c) => c.gaveUp).length,
    seconds: Math.max(0, lastAt - servingAt) / 1000,
  };
}
