import type { Config } from "@react-router/dev/config";

// Same options as apps/web/react-router.config.ts: the baseline differs only in its app code.
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
} satisfies Config;
