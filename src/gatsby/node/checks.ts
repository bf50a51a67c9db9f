/**
 * After the build: every internal link in every built page must reach a built page, and every
 * anchor an id on it (spec 5, "Broken links fail the build"). Run last by the output stage (./outputs).
 */
import fs from "node:fs";
import path from "node:path";
import type { Reporter } from "gatsby";
import { Parser } from "htmlparser2";
import { findBrokenLinks, formatBrokenLinks, type BuiltPage } from "../../lib/build/link-check";

/** Every file under `dir`, as site paths (`/intro/index.html`). */
export function listFiles(dir: string, base = ""): string[] {
  return fs.readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${base}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "page-data" || entry.name === "static" ? [] : listFiles(dir, relative);
    return [relative];
  });
}

/** Reads one built HTML page: its ids, the hrefs of its anchors and the sources of its images. */
export function readBuiltPage(html: string, pagePath: string): BuiltPage {
  const ids = new Set<string>();
  const links: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id) ids.add(attributes.id);
      if (name === "a" && attributes.name) ids.add(attributes.name);
      if (name === "a" && attributes.href !== undefined) links.push(attributes.href);
      if (name === "img" && attributes.src !== undefined) links.push(attributes.src);
    },
  });
  parser.write(html);
  parser.end();
  return { path: pagePath, ids, links };
}

/** The URL path a built HTML file answers: `/a/index.html` is `/a/`. */
export function pagePathOf(file: string): string {
  return file.endsWith("/index.html") ? file.slice(0, -"index.html".length) : file;
}

/** Reads every page of a built site and returns its broken links. */
export function checkBuiltSite(publicDir: string) {
  const files = listFiles(publicDir);
  const pages = files
    .filter((file) => file.endsWith(".html"))
    .map((file) => readBuiltPage(fs.readFileSync(path.join(publicDir, file), "utf8"), pagePathOf(file)));
  return { pages: pages.length, broken: findBrokenLinks(pages, new Set(files)) };
}

/**
 * Checks the built site's links. When one is broken the build fails, and the entry page is
 * removed so the site does not look like a good build (the unfinished-build note written when the
 * build began stays). Returns whether every link resolves.
 */
export function checkBuiltLinks(publicDir: string, reporter: Reporter): boolean {
  const activity = reporter.activityTimer("Checking internal links in the built pages");
  activity.start();
  const { pages, broken } = checkBuiltSite(publicDir);
  activity.end();
  if (broken.length > 0) {
    fs.rmSync(path.join(publicDir, "index.html"), { force: true });
    reporter.panicOnBuild(`Broken links: ${broken.length} internal link(s) in the built site reach no page or anchor:\n${formatBrokenLinks(broken)}`);
    return false;
  }
  reporter.info(`Link check: ${pages} pages, every internal link and anchor resolves`);
  return true;
}
