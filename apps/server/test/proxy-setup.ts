import { beforeEach } from "vitest";
import { excludedTest } from "./proxy-exclusions.ts";

// TEST_VIA_PROXY=1 only (vitest.config.ts): the single tests proxy-exclusions.ts lists are skipped
// with their reason; whole files are left out by the config.
beforeEach((context) => {
  const names: string[] = [];
  const file: unknown = context.task.file;
  for (let task: { name: string; suite?: unknown } | undefined = context.task; task && task !== file; ) {
    names.unshift(task.name);
    task = task.suite as typeof task;
  }
  const hit = excludedTest(context.task.file.filepath, names.join(" > "));
  if (hit) context.skip(`excluded through the proxy: ${hit.reason}`);
});
