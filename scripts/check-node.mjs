// Fails loudly when npm scripts run on the machine's older Node instead of the pinned one.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `Guildforge needs Node 24 (pinned by the "node" devDependency); npm scripts are running on ${process.version}.\n` +
      "The 'node' package's install script probably did not run: run `npm install` again without --ignore-scripts.",
  );
  process.exit(1);
}
