/** The one dev server the develop project shares (./global-setup.ts), as the tests see it. */
import fs from "node:fs";
import path from "node:path";

/** What the global teardown needs: the server's process group and the temporary folder. */
export interface DevelopServerHandle {
  pid: number;
  dir: string;
}

export interface DevelopServer {
  url: string;
  /** The copy of content/ the server reads, which tests may change. */
  contentDir: string;
  /** Everything the server has printed so far (its terminal). */
  output(): string;
}

export function developServer(): DevelopServer {
  const { DEVELOP_BASE_URL: url, DEVELOP_CONTENT_DIR: contentDir, DEVELOP_LOG_FILE: logFile } = process.env;
  if (!url || !contentDir || !logFile) throw new Error("The develop project's global setup has not started a dev server");
  return { url, contentDir, output: () => fs.readFileSync(logFile, "utf8") };
}

/** A file as the server's messages name it: relative to the project. */
export function shownPath(file: string): string {
  return path.relative(path.join(__dirname, "..", "..", ".."), file).split(path.sep).join("/");
}

export async function graphql<T>(url: string, query: string): Promise<T> {
  const response = await fetch(`${url}/___graphql`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ query }) });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The MDX files under `dir`: the docs the dev server has a Doc node for once it has settled. */
export function countDocs(dir: string): number {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? countDocs(path.join(dir, e.name)) : e.name.endsWith(".mdx") ? 1 : 0), 0);
}
