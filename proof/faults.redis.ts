// proof/faults.ts, Redis killed: no 5xx; rate limits still hold (counted in the database) and
// return to Redis when it is back; live events still reach this instance's sockets.

import { Redis } from "ioredis";
import Pusher from "pusher";
import { type Answer, probe, until } from "./lib/faults-http.ts";
import type { OwnRedis } from "./lib/faults-services.ts";
import { FaultClient, waitFor } from "./lib/faults-sockets.ts";
import type { ServerProcess } from "./lib/stop-server.ts";

export interface RedisOutcome {
  answers: Answer[];
  /** 5xx answers or unanswered requests while Redis was down or coming back. */
  bad: Answer[];
  /** A beacon past the limit got 429 while Redis was down. */
  limitedWhileDown: boolean;
  /** Live events published while Redis was down that reached the socket, of those sent. */
  liveWhileDown: [number, number];
  /** Rate-limit counters were back in Redis and live events flowed after it returned. */
  recovered: boolean;
}

const beacon = { route: "/faq", metrics: [{ name: "LCP", value: 1200 }] };

export async function redisOutage(
  server: ServerProcess,
  redis: OwnRedis,
  realtime: { appId: string; key: string; secret: string },
): Promise<RedisOutcome> {
  const pusher = new Pusher({ ...realtime, host: "127.0.0.1", port: String(server.port), useTLS: false });
  const client = new FaultClient(`ws://127.0.0.1:${server.port}/app/${realtime.key}?protocol=7`, "faults-live");
  await waitFor(() => client.subscribed, "the live socket subscribed", 30_000);
  const answers: Answer[] = [];
  const publish = async (n: number) => {
    try {
      await pusher.trigger("faults-live", `faults-${n}`, { n });
      answers.push({ at: Date.now(), ms: 0, status: 200 });
    } catch (err) {
      const status = (err as { status?: number }).status;
      answers.push({ at: Date.now(), ms: 0, ...(status ? { status } : { error: String(err) }) });
    }
  };

  await redis.kill();
  // 80 beacons from one address against a limit of 12 a minute: the limit must still bite.
  const beacons: Answer[] = [];
  for (let i = 0; i < 80; i++) beacons.push(await probe(`${server.url}/api/vitals`, { method: "POST", body: beacon }));
  answers.push(...beacons, await probe(`${server.url}/api/classes`), await probe(`${server.url}/api/ready`));
  for (let n = 1; n <= 5; n++) await publish(n);
  await new Promise((r) => setTimeout(r, 500));
  const liveWhileDown: [number, number] = [
    [1, 2, 3, 4, 5].filter((n) => client.events.includes(`faults-${n}`)).length,
    5,
  ];

  await redis.start();
  const check = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  let recovered = false;
  try {
    await check.connect();
    // Counting returns to Redis: a beacon's counter appears in the fresh (empty) Redis.
    await until(
      async () => {
        answers.push(await probe(`${server.url}/api/vitals`, { method: "POST", body: beacon }));
        return (await check.keys("gf:rl:vitals:*")).length > 0 ? true : undefined;
      },
      "rate-limit counters back in Redis",
      20_000,
    );
    await publish(6);
    await waitFor(() => client.events.includes("faults-6"), "a live event after Redis returned", 10_000);
    recovered = true;
  } catch (err) {
    console.error(String(err));
  } finally {
    check.disconnect();
    client.close();
  }
  return {
    answers,
    bad: answers.filter((a) => a.error !== undefined || (a.status ?? 0) >= 500),
    limitedWhileDown:
      beacons.some((a) => a.status === 429) && beacons.every((a) => a.status === 204 || a.status === 429),
    liveWhileDown,
    recovered,
  };
}
