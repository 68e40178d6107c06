// Cross-instance properties about people's requests: a session, live events, an upload and an
// Idempotency-Key retry. Each write goes to one instance's own port and the read to the other's
// (or through nginx), so a property held by one instance's memory fails here.
import PusherServerSdk from "pusher";
import sharp from "sharp";
import { nextEvent, pusherClient, subscribed } from "../../apps/server/src/realtime/realtime-test-kit.ts";
import { ScaleClient } from "./scale-client.ts";
import type { Cluster } from "./scale-cluster.ts";

export interface People {
  /** An admin (may message anyone), signed in through instance A. */
  admin: ScaleClient;
  student: ScaleClient;
  studentId: number;
}

function expect(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

/** A session made on A is valid on B and through the proxy. */
export async function sessionAcrossInstances(c: Cluster, admin: ScaleClient, email: string, password: string) {
  await admin.login(c.a.url, email, password);
  const onB = await admin.get(c.b.url, "/api/user");
  expect(onB.status === 200, `GET /api/user on B with A's session answered ${onB.status}`);
  const viaProxy = await admin.get(c.proxy.url, "/api/user");
  expect(viaProxy.status === 200, `GET /api/user through nginx answered ${viaProxy.status}`);
  const anonymous = await new ScaleClient(c.env.APP_URL as string).get(c.b.url, "/api/user");
  expect(anonymous.status === 401, `GET /api/user on B without a session answered ${anonymous.status}`);
}

type Socket = ReturnType<typeof pusherClient>;

export interface SentFirst {
  conversationId: number;
  messageId: number;
  /** The request's body and Idempotency-Key, for the retry. */
  body: unknown;
  idempotencyKey: string;
}

/**
 * Live events published on A reach sockets on B: a message (private-user channel, authorised by
 * B with the session) and class.created through A's signed publish API; a socket through nginx
 * (the WebSocket upgrade on /app/) gets them too. The message is sent with an Idempotency-Key.
 */
export async function liveEventsAcrossInstances(c: Cluster, p: People): Promise<SentFirst> {
  const key = c.env.PUSHER_APP_KEY as string;
  const authorizeOn = (base: string) => async (socketId: string, channel: string) => {
    const res = await p.student.post(base, "/api/broadcasting/auth", { socket_id: socketId, channel_name: channel });
    if (res.status !== 200) throw new Error(`broadcasting auth on ${base}: ${res.status} ${res.body}`);
    return res.json<{ auth: string }>();
  };
  const sockets: Socket[] = [
    pusherClient(c.b.port, key, authorizeOn(c.b.url)),
    pusherClient(c.proxy.port, key, authorizeOn(c.proxy.url)),
  ];
  try {
    const channel = `private-user.${p.studentId}`;
    const [onB, viaProxy] = await Promise.all(sockets.map((s) => subscribed(s, channel)));
    const gotB = nextEvent<{ conversation_id: number; message: { id: number } }>(onB as never, "message.sent");
    const gotProxy = nextEvent<{ message: { id: number } }>(viaProxy as never, "message.sent");
    const idempotencyKey = `scale-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const body = { user_id: p.studentId, body: "Hello from instance A: is the forge lit?" };
    const first = await p.admin.post(c.a.url, "/api/conversations", body, { "idempotency-key": idempotencyKey });
    expect(first.status === 201, `POST /api/conversations on A answered ${first.status}: ${first.body}`);
    const sent = first.json<{ data: { conversation: { id: number }; message: { id: number } } }>().data;
    const [eventB, eventProxy] = await Promise.all([gotB, gotProxy]);
    expect(eventB.message.id === sent.message.id, "the socket on B got another message than A sent");
    expect(eventProxy.message.id === sent.message.id, "the socket through nginx got another message than A sent");

    // class.created through A's signed HTTP publish API reaches the public channel on B.
    const [newOnB] = await Promise.all([subscribed(sockets[0] as Socket, "new-classes")]);
    const gotClass = nextEvent<{ id: number }>(newOnB as never, "class.created");
    const sdk = new PusherServerSdk({
      appId: c.env.PUSHER_APP_ID as string,
      key,
      secret: c.env.PUSHER_APP_SECRET as string,
      host: "127.0.0.1",
      port: String(c.a.port),
      useTLS: false,
    });
    await sdk.trigger("new-classes", "class.created", { id: 4242, url: "/classes/4242" });
    expect((await gotClass).id === 4242, "class.created published on A did not reach B");
    return { conversationId: sent.conversation.id, messageId: sent.message.id, body, idempotencyKey };
  } finally {
    for (const s of sockets) s.disconnect();
  }
}

/** The send's retry lands on the other instance (B): replayed, not re-applied. */
export async function idempotentRetryOnOtherInstance(c: Cluster, p: People, first: SentFirst): Promise<void> {
  const retry = await p.admin.post(c.b.url, "/api/conversations", first.body, {
    "idempotency-key": first.idempotencyKey,
  });
  expect(retry.status === 201, `the retry on B answered ${retry.status}: ${retry.body}`);
  expect(retry.headers.get("idempotent-replayed") === "true", "the retry on B was not marked Idempotent-Replayed");
  const id = retry.json<{ data: { message: { id: number } } }>().data.message.id;
  expect(id === first.messageId, `the retry on B answered message ${id}, not the first send's ${first.messageId}`);
  const thread = await p.student.get(c.proxy.url, `/api/conversations/${first.conversationId}/messages`);
  const messages = thread.json<{ data: unknown[] }>().data;
  expect(messages.length === 1, `the conversation holds ${messages.length} messages after one send and one retry`);
}

/** An image sent through A is stored in the bucket and served by B (and through nginx). */
export async function uploadAcrossInstances(c: Cluster, p: People, conversationId: number): Promise<void> {
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 200, g: 90, b: 20 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("body", "The glowing billet, photographed on instance A.");
  form.append("attachments", new Blob([new Uint8Array(png)], { type: "image/png" }), "billet.png");
  const res = await p.admin.post(c.a.url, `/api/conversations/${conversationId}/messages`, form);
  expect(res.status === 201, `sending an image on A answered ${res.status}: ${res.body}`);
  const url = res.json<{ data: { message: { attachments: Array<{ url: string }> } } }>().data.message.attachments[0]
    ?.url;
  expect(typeof url === "string", "the sent message has no attachment");
  const path = new URL(url as string, c.env.APP_URL).pathname;
  for (const [where, base] of [
    ["B", c.b.url],
    ["nginx", c.proxy.url],
  ] as const) {
    const got = await p.student.get(base, path);
    expect(got.status === 200, `the attachment stored through A answered ${got.status} on ${where}`);
    expect(
      got.headers.get("content-type") === "image/webp",
      `the attachment on ${where} is ${got.headers.get("content-type")}`,
    );
  }
}
