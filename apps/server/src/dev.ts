// `npm run dev`: the same server as main.ts, with the React site served by Vite (hot reload).
// Node's --watch-path restarts the process when server code changes.
process.env.GUILDFORGE_WEB ??= "development";
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD); // DATA_DIR relative to the repo root
await import("./main.ts");
