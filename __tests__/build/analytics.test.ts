/**
 * Analytics (spec 1, 7): built with a test GATSBY_GTAG_ID, the site configures gtag with IP
 * anonymisation and sends one page_view per route change, the first included. The tag script's
 * request is stubbed; nothing reaches the network. The same build has hosted-search keys, so the
 * Content-Security-Policy is checked to allow exactly the configured hosts.
 *
 * Then the same site folder is built again as a writer would after editing one doc: the
 * incremental rebuild renders only what changed, a failed rebuild leaves public/ marked unfinished,
 * and the next good one finishes the site again; a change to the CSS alone renders every page.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { buildFixture, rebuildFixture, removeFixture, type FixtureBuild } from "./support";

jest.setTimeout(300_000);

const GTAG_ID = "G-CAIRNTEST1";
let build: FixtureBuild;
let server: { url: string; process: ChildProcess };

/** Serves a folder with the project's static server, in its own process; resolves to its URL. */
function serve(dir: string): Promise<{ url: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, "..", "..", "scripts", "static-server.mjs"), dir, "0"]);
    child.stdout.on("data", (chunk: Buffer) => {
      const url = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(chunk.toString())?.[1];
      if (url) resolve({ url, process: child });
    });
    child.on("error", reject);
  });
}
let browser: Browser;

beforeAll(async () => {
  build = buildFixture("project", { GATSBY_GTAG_ID: GTAG_ID, GATSBY_ALGOLIA_APP_ID: "APPTEST1", GATSBY_ALGOLIA_API_KEY: "search-only-test-key" });
  if (build.status !== 0) throw new Error(`the analytics build failed:\n${build.output.slice(-3000)}`);
  server = await serve(`${build.siteDir}/public`);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
});

afterAll(async () => {
  await browser?.close();
  server?.process.kill();
  if (build) removeFixture(build);
});

type Entry = unknown[];

describe("analytics when GATSBY_GTAG_ID is set", () => {
  it("configures gtag with anonymize_ip and sends one page_view per navigation with its path", async () => {
    const page = await browser.newPage();
    const tagRequests: string[] = [];
    await page.route(/googletagmanager\.com/, (route) => {
      tagRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/javascript", body: "/* gtag stub */" });
    });
    await page.goto(`${server.url}/intro/tool-fundamentals/terraform/`, { waitUntil: "networkidle" });
    const entries = () => page.evaluate(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((e) => Array.from(e)));
    const pageViews = async () => (await entries()).filter((e: Entry) => e[0] === "event" && e[1] === "page_view").map((e: Entry) => (e[2] as { page_path: string }).page_path);
    await page.waitForFunction(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).some((e) => e[1] === "page_view"));
    expect(tagRequests.some((u) => u.includes(`id=${GTAG_ID}`))).toBe(true);
    const config = (await entries()).find((e: Entry) => e[0] === "config");
    expect(config).toEqual(["config", GTAG_ID, expect.objectContaining({ anonymize_ip: true, send_page_view: false })]);
    expect(await pageViews()).toEqual(["/intro/tool-fundamentals/terraform/"]);
    await page.getByRole("navigation", { name: "Docs" }).getByRole("link", { name: "Packer", exact: true }).click();
    await page.waitForFunction(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).filter((e) => e[1] === "page_view").length === 2);
    await page.getByRole("navigation", { name: "Docs" }).getByRole("link", { name: "Docker", exact: true }).click();
    await page.waitForFunction(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).filter((e) => e[1] === "page_view").length === 3);
    expect(await pageViews()).toEqual(["/intro/tool-fundamentals/terraform/", "/intro/tool-fundamentals/packer/", "/intro/tool-fundamentals/docker/"]);
    await page.close();
  });

  it("allows the analytics and hosted search hosts in the policy, and the tag loads with no violation", async () => {
    const html = fs.readFileSync(path.join(build.siteDir, "public", "intro", "index.html"), "utf8");
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(policy).toMatch(/script-src 'self' [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(policy).toMatch(/connect-src 'self' https:\/\/APPTEST1-dsn\.algolia\.net[^;]*https:\/\/\*\.google-analytics\.com/);
    expect(policy).not.toContain("'unsafe-inline' 'self'");
    const page = await browser.newPage();
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const w = window as unknown as { cspViolations?: string[] };
        (w.cspViolations ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.route(/googletagmanager\.com/, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "/* gtag stub */" }));
    await page.goto(`${server.url}/intro/`, { waitUntil: "networkidle" });
    expect(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])).toEqual([]);
    await page.close();
  });
});

describe("rebuilding the same site folder after an edit", () => {
  const env = { GATSBY_GTAG_ID: GTAG_ID, GATSBY_ALGOLIA_APP_ID: "APPTEST1", GATSBY_ALGOLIA_API_KEY: "search-only-test-key" };
  const doc = () => path.join(build.siteDir, "content", "docs", "intro", "tool-fundamentals", "terraform.mdx");
  const built = (file: string) => path.join(build.siteDir, "public", file);
  const edited = "An edit made between two builds of the same site folder.";
  let original: string;

  beforeAll(() => {
    server?.process.kill();
    original = fs.readFileSync(doc(), "utf8");
  });

  it("renders only the pages that changed, and finishes the site", () => {
    fs.writeFileSync(doc(), `${original}\n${edited}\n`);
    const rebuild = rebuildFixture(build, env);
    expect(rebuild.status).toBe(0);
    // The renderer is the same from build to build, so Gatsby renders the edited page and those
    // whose data it feeds (its neighbours' previous/next links), not every page.
    const rendered = Number(/Building static HTML for pages[^\n]*?(\d+)\/\d+/.exec(rebuild.output)?.[1] ?? NaN);
    expect(rendered).toBeGreaterThanOrEqual(1);
    expect(rendered).toBeLessThan(10);
    expect(fs.readFileSync(built("intro/tool-fundamentals/terraform/index.html"), "utf8")).toContain(edited);
    expect(fs.existsSync(built("index.html"))).toBe(true);
    expect(fs.existsSync(built("BUILD-UNFINISHED.txt"))).toBe(false);
  });

  it("leaves public/ marked unfinished, without its entry page, when a rebuild fails", () => {
    fs.writeFileSync(doc(), `${original}\n<Callout>\n`);
    const rebuild = rebuildFixture(build, env);
    expect(rebuild.status).not.toBe(0);
    expect(rebuild.output).toContain("content/docs/intro/tool-fundamentals/terraform.mdx");
    expect(fs.existsSync(built("index.html"))).toBe(false);
    expect(fs.existsSync(built("BUILD-UNFINISHED.txt"))).toBe(true);
  });

  it("finishes the site again, entry page included, once the error is fixed", () => {
    fs.writeFileSync(doc(), original);
    const rebuild = rebuildFixture(build, env);
    expect(rebuild.status).toBe(0);
    expect(fs.readFileSync(built("index.html"), "utf8")).toMatch(/<h1[^>]*>/);
    expect(fs.readFileSync(built("intro/tool-fundamentals/terraform/index.html"), "utf8")).not.toContain(edited);
    expect(fs.existsSync(built("BUILD-UNFINISHED.txt"))).toBe(false);
  });

  it("renders every page again when only the site's CSS changes, so no page keeps the old styles inlined", () => {
    const stylesheet = path.join(build.siteDir, "cairn-rebuild-probe.css");
    // First a stylesheet joins the site (editing gatsby-browser makes Gatsby start afresh)...
    fs.writeFileSync(stylesheet, ".cairn-rebuild-probe-before{outline:1px solid}\n");
    fs.appendFileSync(path.join(build.siteDir, "gatsby-browser.tsx"), '\nimport "./cairn-rebuild-probe.css";\n');
    expect(rebuildFixture(build, env).status).toBe(0);
    // ...then only its rules change: no page's data, template or renderer code changes.
    fs.writeFileSync(stylesheet, ".cairn-rebuild-probe{outline:1px solid}\n");
    const rebuild = rebuildFixture(build, env);
    expect(rebuild.status).toBe(0);
    const rendered = /Building static HTML for pages[^\n]*?(\d+)\/(\d+)/.exec(rebuild.output);
    expect(Number(rendered?.[1])).toBe(Number(rendered?.[2]));
    expect(Number(rendered?.[2])).toBeGreaterThan(100);
    for (const page of ["index.html", "intro/tool-fundamentals/terraform/index.html", "tags/index.html"]) {
      expect(fs.readFileSync(built(page), "utf8")).toContain(".cairn-rebuild-probe{");
    }
  });
});
