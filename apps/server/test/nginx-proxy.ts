// Starts Debian's nginx on deploy/nginx/guildforge.conf as it is in the repository: only the two
// files it includes (the instances' ports, the listen port) and nginx's own main file are written
// here, in a temp folder that is nginx's configuration prefix. Used by the scale proof
// (proof/lib/scale-cluster.ts) and by the integration harness's proxy mode (proxy-harness.ts).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "../../..");

export const siteFile = path.join(repoRoot, "deploy/nginx/guildforge.conf");
const exampleIncludes = path.join(repoRoot, "deploy/nginx/guildforge");

export const nginxMissing =
  "nginx is not installed: the scale proof and TEST_VIA_PROXY=1 run the real proxy of deploy/nginx/. Install it with:\n  apt-get install -y nginx";

export function nginxBinary(): string {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) {
    if (spawnSync(candidate, ["-v"]).status === 0) return candidate;
  }
  throw new Error(nginxMissing);
}

/** nginx's main file: the http block includes the repository's site file itself. */
function mainConfig(prefix: string): string {
  const p = (name: string) => path.join(prefix, name);
  return [
    "user root;",
    "worker_processes 1;",
    "daemon off;",
    `pid ${p("nginx.pid")};`,
    `error_log ${p("error.log")} warn;`,
    "events { worker_connections 1024; }",
    "http {",
    "  log_format upstream '$status $upstream_addr $request_method $uri';",
    `  access_log ${p("access.log")} upstream;`,
    `  client_body_temp_path ${p("body")};`,
    `  proxy_temp_path ${p("proxy")};`,
    `  fastcgi_temp_path ${p("fastcgi")};`,
    `  uwsgi_temp_path ${p("uwsgi")};`,
    `  scgi_temp_path ${p("scgi")};`,
    `  include ${siteFile};`,
    "}",
    "",
  ].join("\n");
}

/** `nginx -t` with the shipped example includes (the operator's layout): they must parse. */
export function checkOperatorLayout(): void {
  const prefix = mkdtempSync(path.join(tmpdir(), "guildforge-nginx-t-"));
  try {
    symlinkSync(exampleIncludes, path.join(prefix, "guildforge"));
    writeFileSync(path.join(prefix, "nginx.conf"), mainConfig(prefix));
    const r = spawnSync(nginxBinary(), ["-t", "-p", prefix, "-c", path.join(prefix, "nginx.conf")], {
      encoding: "utf8",
    });
    if (r.status !== 0) throw new Error(`nginx -t failed on deploy/nginx with its example includes:\n${r.stderr}`);
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
}

/** The example upstream.conf with its ports (3001, 3002, ...) replaced, every other word kept. */
function upstreamsLike(ports: number[]): string {
  const example = readFileSync(path.join(exampleIncludes, "upstream.conf"), "utf8");
  const servers = example.split("\n").filter((l) => l.startsWith("server "));
  if (servers.length !== ports.length)
    throw new Error(
      `deploy/nginx/guildforge/upstream.conf has ${servers.length} servers; the proof runs ${ports.length}`,
    );
  return servers.map((line, i) => `${line.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${ports[i]}`)}\n`).join("");
}

export interface RunningNginx {
  url: string;
  port: number;
  /** Access log lines so far: `status upstream method uri`. */
  accessLog(): string[];
  stop(): Promise<void>;
}

export async function startNginx(listenPort: number, upstreamPorts: number[]): Promise<RunningNginx> {
  const binary = nginxBinary();
  const prefix = mkdtempSync(path.join(tmpdir(), "guildforge-nginx-"));
  mkdirSync(path.join(prefix, "guildforge"));
  writeFileSync(path.join(prefix, "guildforge/upstream.conf"), upstreamsLike(upstreamPorts));
  writeFileSync(path.join(prefix, "guildforge/listen.conf"), `listen 127.0.0.1:${listenPort};\nserver_name _;\n`);
  writeFileSync(path.join(prefix, "nginx.conf"), mainConfig(prefix));
  const child: ChildProcess = spawn(binary, ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (d) => {
    stderr += d;
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}${readLog(prefix, "error.log")}`);
    // nginx writes its pid file once its sockets are bound; then a TCP connection, not a request
    // (a probe request would reach an instance and be counted). The pid file first: the port may
    // have been taken by another process since it was found free, and that one would accept too.
    if (existsSync(path.join(prefix, "nginx.pid")) && (await accepts(listenPort))) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not listen on ${listenPort}: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port: listenPort,
    accessLog: () => readLog(prefix, "access.log").split("\n").filter(Boolean),
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGQUIT");
        const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

function readLog(prefix: string, name: string): string {
  try {
    return readFileSync(path.join(prefix, name), "utf8");
  } catch {
    return "";
  }
}
