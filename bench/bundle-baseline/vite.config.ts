// The very Vite config of apps/web, so that the baseline is built exactly like the real app.
export { default } from "../../apps/web/vite.config.ts";
