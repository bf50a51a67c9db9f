/**
 * Before a build: the web font is copied in, and `public/` is marked unfinished until the build's
 * last check passes, so a build that fails (bad content, a broken link) never leaves an older
 * `public/` looking like a good build.
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteConfig } from "../../site-config";

/** Present in `public/` from the start of a build until it has passed every check. */
export const UNFINISHED_MARKER = "BUILD-UNFINISHED.txt";

function isProductionBuild(): boolean {
  return process.env.gatsby_executing_command === "build";
}

/** Marks `public/` unfinished: the entry page goes, a note says why. */
export function markBuildUnfinished(publicDir: string, now = new Date()): void {
  fs.mkdirSync(publicDir, { recursive: true });
  fs.rmSync(path.join(publicDir, "index.html"), { force: true });
  fs.writeFileSync(
    path.join(publicDir, UNFINISHED_MARKER),
    `A build started at ${now.toISOString()} has not finished, or failed: this folder is not a site to deploy.\n` +
      "Run `npm run build` and fix what it reports; a good build removes this file.\n",
  );
}

/** Called once every check has passed. */
export function markBuildFinished(publicDir: string): void {
  fs.rmSync(path.join(publicDir, UNFINISHED_MARKER), { force: true });
}

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, "public");
  if (isProductionBuild()) markBuildUnfinished(publicDir);
  // The web font is served from the site itself (no font service): copy it from its npm package.
  const font = path.join(publicDir, siteConfig.font.file);
  fs.mkdirSync(path.dirname(font), { recursive: true });
  fs.copyFileSync(path.join(program.directory, "node_modules", siteConfig.font.packageFile), font);
};
