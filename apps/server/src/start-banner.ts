// What `npm start` prints last, once the server listens: where the site is and, with the demo
// data, how to sign in. The last lines of the output are the ones a newcomer reads.
import { demoAccounts, demoPassword } from "./seed/demo-users.ts";

export interface StartBannerOptions {
  /** The address people open. */
  url: string;
  /** SEED=demo: the demo accounts exist (seeded by this run or an earlier one). */
  demo: boolean;
  /** The demo data was written by this very start. */
  seededNow: boolean;
}

/** The lines printed after "listening": the URL first (scripts read it), then the demo accounts. */
export function startBanner({ url, demo, seededNow }: StartBannerOptions): string {
  const lines = [`Guildforge is serving on ${url}`];
  if (demo) {
    lines.push(
      "",
      `${seededNow ? "Demo data seeded. " : ""}Sign in with any demo account (password "${demoPassword}"):`,
      ...demoAccounts.map((a) => `  ${a.email.padEnd(28)} ${a.roles.at(-1)}`),
      "",
    );
  }
  return lines.join("\n");
}
