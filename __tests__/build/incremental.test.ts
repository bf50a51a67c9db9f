/**
 * Incremental builds are exactly cold builds (docs/decisions/rebuild-caches.md): a copy of the real site is built, edited
 * the ways writers and developers edit it, built again with its cache (as CI and `npm run build`
 * do), and its public/ is compared file by file with a cold build of the same folder (no .cache,
 * no public/). Only the build's time stamp may differ.
 *
 * The edits, all between the same two builds: a doc's title and sidebar label; a doc added, one
 * renamed and one deleted, each with its sidebar entry; a sidebar reordered; a tag's label; a
 * catalog input's description; a catalog default and a tool version that other pages render
 * (`<ModuleDefault>`, `<ToolVersion>`, docs/decisions/content-facts.md), with neither page's file
 * touched; a stylesheet; a component. Each is also checked to show in the rebuilt site, so the
 * comparison cannot pass by both builds missing it.
 *
 * The two builds are also deployed in turn at one address (ARCHITECTURE.md, "Readers across a
 * deploy"): a reader with a page
 * of the first open when the second goes live (new content, scripts and styles, the old ones gone)
 * follows a link, searches and goes back, and never meets a blank page, an error box or old text.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { buildFixture, rebuildFixture, removeFixture, serve, type FixtureBuild } from "./support";

jest.setTimeout(600_000);

const FUNDAMENTALS = "content/docs/intro/tool-fundamentals";
const doc = (title: string, label: string, body: string) =>
  `---\ntitle: ${title}\nsidebar_label: ${label}\ndescription: ${title}, a doc the incremental build test adds, renames or deletes.\ntags: [terraform]\n---\n\n${body}\n\n## First section\n\nSome words about ${title}.\n`;

function edit(siteDir: string, file: string, change: (text: string) => string): void {
  const full = path.join(siteDir, file);
  const before = fs.readFileSync(full, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${file} changed nothing: the test's anchor text is out of date`);
  fs.writeFileSync(full, after);
}

/** The base site: the real content plus two docs, one to rename and one to delete. */
function addDocsToChange(siteDir: string): void {
  fs.writeFileSync(path.join(siteDir, FUNDAMENTALS, "ansible-basics.mdx"), doc("Ansible Basics", "Ansible", "A doc that is renamed."));
  fs.writeFileSync(path.join(siteDir, FUNDAMENTALS, "chef-basics.mdx"), doc("Chef Basics", "Chef", "A doc that is deleted."));
  edit(siteDir, "content/sidebars.yaml", (s) => s.replace("      - intro/tool-fundamentals/docker\n", "      - intro/tool-fundamentals/docker\n      - intro/tool-fundamentals/ansible-basics\n      - intro/tool-fundamentals/chef-basics\n"));
}

function applyEdits(siteDir: string): void {
  edit(siteDir, `${FUNDAMENTALS}/packer.mdx`, (s) => s.replace(/^title: .*$/m, "title: Packer Essentials").replace(/^sidebar_label: .*$/m, "sidebar_label: Packer essentials"));
  fs.writeFileSync(path.join(siteDir, FUNDAMENTALS, "puppet.mdx"), doc("Puppet Basics", "Puppet", "A doc added between builds."));
  fs.renameSync(path.join(siteDir, FUNDAMENTALS, "ansible-basics.mdx"), path.join(siteDir, FUNDAMENTALS, "ansible.mdx"));
  fs.rmSync(path.join(siteDir, FUNDAMENTALS, "chef-basics.mdx"));
  edit(siteDir, "content/sidebars.yaml", (s) =>
    s
      .replace("      - intro/tool-fundamentals/ansible-basics\n      - intro/tool-fundamentals/chef-basics\n", "      - intro/tool-fundamentals/ansible\n      - intro/tool-fundamentals/puppet\n")
      .replace("      - intro/overview/use-cases\n      - intro/overview/cairn-vs-other\n", "      - intro/overview/cairn-vs-other\n      - intro/overview/use-cases\n"),
  );
  edit(siteDir, "content/tags.yaml", (s) => s.replace(/^docker: \{ label: Docker,/m, "docker: { label: Docker Engine,"));
  edit(siteDir, "content/catalog/networking/vpc.yaml", (s) => s.replace("    description: The name of the VPC", "    description: (Edited) The name of the VPC"));
  // Values pages state from the data: the landing zone's core concepts and Recommended tools render them.
  edit(siteDir, "content/catalog/landing-zone/cairn-access.yaml", (s) => s.replace(/(- name: max_session_duration_seconds\n\s+type: number\n\s+default: )3600/, (_, before: string) => `${before}7200`));
  edit(siteDir, "content/versions.yaml", (s) => s.replace(/(packer:\n\s+label: Packer\n\s+version: )1\.11\.2/, (_, before: string) => `${before}1.11.3`));
  edit(siteDir, "src/components/Footer/styles.module.css", (s) => `${s}\n.copyright {\n  letter-spacing: 0.01em;\n}\n`);
  edit(siteDir, "src/components/Footer/index.tsx", (s) => s.replace("{siteConfig.copyright}</p>", "{siteConfig.copyright} Built incrementally.</p>"));
}

/** Every file under `dir`, as paths relative to it, sorted. */
function listTree(dir: string, prefix = ""): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listTree(dir, path.join(prefix, entry.name)) : [path.join(prefix, entry.name)]))
    .sort();
}

/** A file as compared: the build's time stamp is the one thing allowed to differ. */
const comparable = (file: string) => fs.readFileSync(file, "utf8").replace(/(<meta name="buildTime" content=")[^"]*"/g, '$1…"');

let build: FixtureBuild;
let warm: string;
/** The first build's public/, as deployed before the edits. */
let first: string;

beforeAll(() => {
  build = buildFixture("project", {}, addDocsToChange);
  if (build.status !== 0) throw new Error(`the base build failed:\n${build.output.slice(-3000)}`);
  first = path.join(build.siteDir, "public-first");
  fs.cpSync(path.join(build.siteDir, "public"), first, { recursive: true });
  applyEdits(build.siteDir);
  const rebuilt = rebuildFixture(build);
  if (rebuilt.status !== 0) throw new Error(`the incremental build failed:\n${rebuilt.output.slice(-3000)}`);
  warm = path.join(build.siteDir, "public-incremental");
  fs.renameSync(path.join(build.siteDir, "public"), warm);
  fs.rmSync(path.join(build.siteDir, ".cache"), { recursive: true, force: true });
  const cold = rebuildFixture(build);
  if (cold.status !== 0) throw new Error(`the cold build failed:\n${cold.output.slice(-3000)}`);
});

afterAll(() => {
  // KEEP_FIXTURES=1 keeps the site folder, to read what differed.
  if (build && !process.env.KEEP_FIXTURES) removeFixture(build);
});

describe("an incremental build after every kind of edit", () => {
  const page = (root: string, sitePath: string) => fs.readFileSync(path.join(root, sitePath, "index.html"), "utf8");

  it("shows every edit", () => {
    expect(page(warm, "intro/tool-fundamentals/packer")).toContain("<h1");
    expect(page(warm, "intro/tool-fundamentals/packer")).toContain("Packer Essentials");
    // Another page's sidebar carries the new label and the new order.
    const terraform = page(warm, "intro/tool-fundamentals/terraform");
    expect(terraform).toContain("Packer essentials");
    expect(terraform.indexOf("/intro/overview/cairn-vs-other/")).toBeLessThan(terraform.indexOf("/intro/overview/use-cases/"));
    expect(terraform).toContain("/intro/tool-fundamentals/puppet/");
    expect(terraform).not.toContain("/intro/tool-fundamentals/chef-basics/");
    expect(page(warm, "intro/tool-fundamentals/ansible")).toContain("Ansible Basics");
    expect(page(warm, "intro/tool-fundamentals/puppet")).toContain("Puppet Basics");
    expect(fs.existsSync(path.join(warm, "intro/tool-fundamentals/chef-basics"))).toBe(false);
    expect(fs.existsSync(path.join(warm, "intro/tool-fundamentals/ansible-basics"))).toBe(false);
    expect(page(warm, "tags/docker")).toContain("Docker Engine");
    expect(page(warm, "reference/services/networking/vpc")).toContain("(Edited) The name of the VPC");
    const concepts = "guides/build-it-yourself/landing-zone/core-concepts";
    expect(page(first, concepts)).toContain("<code>3600</code> seconds by default");
    expect(page(warm, concepts)).toContain("<code>7200</code> seconds by default");
    expect(fs.readFileSync(path.join(warm, concepts, "index.md"), "utf8")).toContain("`7200` seconds by default");
    expect(page(warm, "intro/environment-setup/recommended_tools")).toContain("Install release 1.11.3 from");
    expect(fs.readFileSync(path.join(warm, "llms-full.txt"), "utf8")).toContain("Install release 1.11.3 from");
    expect(terraform).toContain("Built incrementally.");
    expect(terraform).toContain("letter-spacing:.01em");
    const llms = fs.readFileSync(path.join(warm, "llms.txt"), "utf8");
    expect(llms).toContain("Packer Essentials");
    expect(llms).not.toContain("Chef Basics");
    expect(fs.readFileSync(path.join(warm, "sitemap.xml"), "utf8")).toContain("/intro/tool-fundamentals/puppet/");
  });

  it("writes exactly the files of a cold build of the same content", () => {
    expect(listTree(warm)).toEqual(listTree(path.join(build.siteDir, "public")));
  });

  it("writes every file byte for byte as the cold build does, but the build's time stamp", () => {
    const cold = path.join(build.siteDir, "public");
    const differing = listTree(cold).filter((file) => fs.existsSync(path.join(warm, file)) && comparable(path.join(warm, file)) !== comparable(path.join(cold, file)));
    expect(differing).toEqual([]);
  });
});

describe("a tab open across a deploy of the next build", () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serve>>;
  /** The folder the server serves: a link, switched from one build to the next as a deploy does. */
  let live: string;

  beforeAll(async () => {
    live = path.join(build.siteDir, "live");
    fs.symlinkSync(first, live);
    server = await serve(live);
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"] });
  });

  afterAll(async () => {
    await browser?.close();
    server?.process.kill();
  });

  it("follows a link, searches and goes back on the new build, never blank, broken or stale", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${server.url}/intro/tool-fundamentals/terraform/`, { waitUntil: "networkidle" });
    // The reader has used search on the first build: its index's manifest is loaded.
    await page.keyboard.press("Control+k");
    await page.locator(".DocSearch-Input").fill("terraform state");
    await page.locator(".DocSearch-Hit").first().waitFor();
    await page.keyboard.press("Escape");
    expect(await page.getByRole("contentinfo").textContent()).not.toContain("Built incrementally.");

    // The next build goes live at the same address.
    fs.rmSync(live);
    fs.symlinkSync(path.join(build.siteDir, "public"), live);

    // A link: the new page, with its new title (a full load is an acceptable way to get there).
    await page.locator('nav a[href="/intro/tool-fundamentals/packer/"]').first().click();
    await page.waitForURL(`${server.url}/intro/tool-fundamentals/packer/`);
    await page.getByRole("heading", { level: 1, name: "Packer Essentials" }).waitFor();
    expect(await page.locator('[role="alert"]').count()).toBe(0);

    // Search finds a doc only the new build has.
    await page.keyboard.press("Control+k");
    await page.locator(".DocSearch-Input").fill("puppet basics");
    await page.locator(".DocSearch-Hit", { hasText: "Puppet Basics" }).first().waitFor();
    await page.keyboard.press("Escape");

    // Back: the earlier page, as the new build has it.
    await page.goBack();
    await page.waitForURL(`${server.url}/intro/tool-fundamentals/terraform/`);
    await page.getByRole("heading", { level: 1, name: "Terraform Fundamentals" }).waitFor();
    await page.getByRole("contentinfo").filter({ hasText: "Built incrementally." }).waitFor();
    expect(await page.locator('[role="alert"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
