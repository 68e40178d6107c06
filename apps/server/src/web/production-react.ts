import { createRequire } from "node:module";

/**
 * Loads React's production build for server rendering, whatever NODE_ENV the app runs with.
 *
 * React and React DOM choose their development or production build from `process.env.NODE_ENV`
 * when first required, and `npm start` runs the app in its development mode (plain cookie names
 * over http, no APP_KEY needed): server rendering then ran React's development build, with its
 * checks, about three times as slow per page as production and a blocked event loop for each
 * (decision 442). The browser bundle is a production build already. This requires the modules
 * once with NODE_ENV=production and puts the variable back, so the app's own mode is untouched and
 * every later import (the server, the web build) gets the cached production modules.
 * Not used with the Vite dev server (GUILDFORGE_WEB=development), where React's warnings help.
 */
export function loadProductionReact(): void {
  const require = createRequire(import.meta.url);
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    for (const id of ["react", "react/jsx-runtime", "react-dom", "react-dom/server"]) require(id);
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}
