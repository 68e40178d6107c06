/**
 * Integration tests that cannot hold through the proxy by their nature, with the reason, for
 * TEST_VIA_PROXY=1 (proxy-harness.ts). One list: vitest.config.ts leaves out the whole files,
 * proxy-setup.ts skips the single tests (named by their full name, `describe > test`), and the
 * run prints them all (global-setup.ts). Everything not listed here must pass through nginx.
 */
export interface ProxyExclusion {
  /** Repository-relative path of the test file. */
  file: string;
  /** One test's full name (`describe > test`); absent: the whole file. */
  test?: string;
  reason: string;
}

const xff =
  "gives each sign-in its own client address in X-Forwarded-For (TRUST_PROXY=true); nginx replaces that header with the address it saw (deploy/nginx/guildforge.conf), so every attempt comes from one address and the per-address limit answers first";
const fakeClockWindow =
  "moves the app's fake clock past a rate-limit window; with REDIS_URL the counters expire in Redis's own time (PEXPIRE), which no fake clock moves";
const remoteAddress =
  "sends from chosen client addresses (inject's remoteAddress), which a real connection through nginx cannot carry";
const cspReports = `${remoteAddress}, and reads the /metrics counter each instance keeps for itself (Prometheus scrapes every instance)`;

export const proxyExclusions: ProxyExclusion[] = [
  {
    file: "apps/server/src/platform/raw-socket.int.test.ts",
    reason:
      "checks what Node's own HTTP parser and the app answer to malformed bytes on the socket; through nginx, nginx parses and refuses them first (deploy/nginx/guildforge.conf)",
  },
  {
    file: "apps/server/src/modules/messages/reply-by-email.int.test.ts",
    reason:
      "starts the inbound SMTP listener on a fixed INBOUND_SMTP_PORT: on one machine only one of the two instances can bind it",
  },
  {
    file: "apps/server/src/modules/health/health.int.test.ts",
    test: "health and readiness > GET /api/ready answers 503 with database down once the database is closed",
    reason: "closes instance A's pool only: nginx then answers from B (proxy_next_upstream http_503), as it should",
  },
  {
    file: "apps/server/src/realtime/realtime.int.test.ts",
    test: "real-time through the app > closes with 4200 on app.close and pusher-js reconnects to the restarted server",
    reason: "restarts one instance on its own port; the rolling restart through nginx is proof/scale.ts's check",
  },
  {
    file: "apps/server/src/web/web-hostile.int.test.ts",
    test: "server-rendered pages under hostile input > answers TRACE on a page with 405 and Allow: GET, HEAD",
    reason: "nginx refuses TRACE itself (its own 405 page) before an instance sees it",
  },
  ...[
    "failed sign-ins per (account, address) wait progressively (decision 501) > 5 failures are free; then the pair waits 1, 2, 4... minutes, even with the right password; other addresses do not",
    "failed sign-ins per (account, address) wait progressively (decision 501) > attempts sent at once from one address: only the 5 free ones are checked, the rest wait",
    "failed sign-ins per (account, address) wait progressively (decision 501) > the wait is capped at 15 minutes",
    "failed sign-ins per (account, address) wait progressively (decision 501) > an unknown email gets the same answers, and nobody is mailed",
    "the account-wide ceiling never locks the owner out (decision 501) > 100 strangers' failures: the owner still signs in from a clean address, is mailed once, and failing addresses wait 15 minutes",
    "the account-wide ceiling never locks the owner out (decision 501) > a password reset starts the account-wide count again",
  ].map((test) => ({
    file: "apps/server/src/modules/auth/login-lock.int.test.ts",
    test,
    reason: `${xff}; and the waits end by the app's fake clock`,
  })),
  ...[
    "login: 5 failures per email+IP, then a 429 with Retry-After for that pair, even with the right password (decision 501)",
    "login: 30 attempts per minute per IP",
    "register: limited per IP",
    "the verification resend: one a minute, five an hour, each refusal saying when to try again",
  ].map((name) => ({
    file: "apps/server/src/platform/rate-limit/rate-limit.int.test.ts",
    test: `rate limits > ${name}`,
    reason: fakeClockWindow,
  })),
  {
    file: "apps/server/src/modules/feedback/feedback-inbox.int.test.ts",
    test: "rate limits > refuses more than ten messages an hour from one IP address, whatever the email",
    reason: fakeClockWindow,
  },
  {
    file: "apps/server/src/platform/mail/mailbox.int.test.ts",
    test: "development outbox and /dev/mailbox > answers only to loopback clients, whatever X-Forwarded-For says",
    reason: `${remoteAddress}, nor a client's X-Forwarded-For`,
  },
  ...[
    "counts report-uri and Reporting API bodies without a session or CSRF token: 204",
    "answers 422 in the validation shape to bad bodies, counting nothing",
    "answers 415 to any other content type, JSON included",
    "is rate-limited per address",
  ].map((name) => ({
    file: "apps/server/src/platform/observability/csp-reports.int.test.ts",
    test: `POST /api/csp-reports > ${name}`,
    reason: cspReports,
  })),
  {
    file: "apps/server/src/modules/classes/classes.int.test.ts",
    test: "class lifecycle > an instructor creates a draft, publishes it (class.created) and others cannot edit it",
    reason:
      "expects the browse total to move at once after a publish; each instance caches the total for 10 s and only the one that took the write clears it (decision 192), so the other may answer the next browse with the old total. The scale proof checks the 10 s bound",
  },
  {
    file: "apps/server/src/modules/instructors/instructors-classes.int.test.ts",
    test: "GET /api/instructors: classes per instructor > reads the classes of a whole page in one query (no query per instructor)",
    reason: "counts the statements on instance A's pool, and nginx may send the request to B",
  },
  {
    file: "apps/server/src/modules/performance/performance.int.test.ts",
    test: "performance recording > merges two instances sharing one database: the same page whichever answers",
    reason: "lists the servers that recorded, and through the proxy the harness's instance B is one more",
  },
];

export const excludedFiles = (): string[] => proxyExclusions.filter((e) => !e.test).map((e) => e.file);

export function excludedTest(file: string, fullName: string): ProxyExclusion | undefined {
  return proxyExclusions.find((e) => e.test === fullName && file.endsWith(e.file));
}

/** The list as the run prints it. */
export function describeExclusions(): string {
  if (proxyExclusions.length === 0) return "proxy mode: no integration test is excluded";
  const lines = proxyExclusions.map((e) => `  - ${e.file}${e.test ? ` > ${e.test}` : " (whole file)"}: ${e.reason}`);
  return `proxy mode: ${proxyExclusions.length} exclusions (apps/server/test/proxy-exclusions.ts):\n${lines.join("\n")}`;
}
