/**
 * A writer's loop with `npm start` (docs/writing.md): a content error shows over the page it concerns,
 * with the file, line, column and message the terminal prints; the dev server keeps serving every
 * other page; saving the fix clears it in the open tab without a reload. Each test breaks a file of
 * the server's copy of content/ and puts it back.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openPage } from "../e2e/support/browser";
import { developServer, graphql, shownPath } from "./support/server";
import { CONTENT_ERRORS_STREAM } from "../../src/lib/content/error-report";

jest.setTimeout(180_000);

const server = developServer();
const UPDATE_TIMEOUT_MS = 60_000;
let browser: Browser;
const restores: { restore: () => void; settled: () => Promise<void> }[] = [];
const contexts: { close(): Promise<void> }[] = [];

/** The errors the server is showing now: the first event of its stream. */
async function publishedErrors(): Promise<unknown[]> {
  const controller = new AbortController();
  const response = await fetch(`${server.url}${CONTENT_ERRORS_STREAM}`, { signal: controller.signal });
  const reader = response.body!.getReader();
  let text = "";
  while (!text.includes("\n\n")) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  controller.abort();
  return JSON.parse(text.replace(/^data: /, "").trim()) as unknown[];
}

async function waitForNoErrors(): Promise<void> {
  const deadline = Date.now() + UPDATE_TIMEOUT_MS;
  while ((await publishedErrors()).length > 0) {
    if (Date.now() > deadline) throw new Error(`content errors still shown: ${JSON.stringify(await publishedErrors())}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The hash of the body of the doc sourced from `shown`, as the dev server has it now (undefined: no
 * such doc). Every doc is listed rather than one filtered by `sourcePath`: with that filter queried
 * before a doc was broken, the page's update after the fix did not come in two runs out of two (not
 * yet explained; the unfiltered query passed twice).
 */
async function bodyHashOf(shown: string): Promise<string | undefined> {
  const { allDoc } = await graphql<{ allDoc: { nodes: { sourcePath: string; bodyHash: string }[] } }>(server.url, "{ allDoc { nodes { sourcePath bodyHash } } }");
  return allDoc.nodes.find((doc) => doc.sourcePath === shown)?.bodyHash;
}

/**
 * Waits until the dev server has sourced a put-back doc as it was: Gatsby deletes a saved file's
 * nodes and sources it anew, so a test that follows would otherwise query the site while the doc is
 * missing or still the edited one.
 */
async function waitForSourced(shown: string, bodyHash: string): Promise<void> {
  const deadline = Date.now() + UPDATE_TIMEOUT_MS;
  while ((await bodyHashOf(shown)) !== bodyHash) {
    if (Date.now() > deadline) throw new Error(`the dev server did not source ${shown} as it was put back`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Changes a file of the server's content for this test; it is put back after the test in any case. */
async function edit(relative: string, change: (text: string) => string) {
  const file = path.join(server.contentDir, relative);
  const shown = shownPath(file);
  const original = fs.readFileSync(file, "utf8");
  const changed = change(original);
  expect(changed).not.toBe(original);
  const bodyHash = relative.endsWith(".mdx") ? await bodyHashOf(shown) : undefined;
  const restore = () => fs.writeFileSync(file, original);
  restores.push({ restore, settled: () => (bodyHash ? waitForSourced(shown, bodyHash) : Promise.resolve()) });
  fs.writeFileSync(file, changed);
  return { shown, text: changed, restore };
}

const lineOf = (text: string, fragment: string) => text.slice(0, text.indexOf(fragment)).split("\n").length;

/** Opens a page of the dev server and marks its window, to tell later whether it was reloaded. */
async function open(pathname: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser);
  contexts.push(opened.page.context());
  await opened.page.goto(`${server.url}${pathname}`, { waitUntil: "networkidle" });
  await opened.page.evaluate(() => Object.assign(window, { __notReloaded: true }));
  return opened;
}

/** The errors the overlay lists, once it lists one at `location` (file:line:column). */
async function overlayErrors(page: Page, location: RegExp): Promise<{ location: string; message: string }[]> {
  const dialog = page.getByRole("alertdialog");
  await page.waitForFunction(
    ([source, flags]) => Array.from(document.querySelectorAll('[role="alertdialog"] li p')).some((p) => new RegExp(source, flags).test(p.textContent ?? "")),
    [location.source, location.flags],
    { timeout: UPDATE_TIMEOUT_MS },
  );
  return dialog.locator("li").evaluateAll((items) => items.map((li) => ({ location: li.querySelector("p")?.textContent ?? "", message: li.querySelector("pre")?.textContent ?? "" })));
}

/**
 * Waits until `page` shows `heading` as its h1. The first test runs while the server may still be
 * compiling bodies beside it, so this allows the update timeout; a page that never shows the
 * heading fails with what it shows instead.
 */
async function showsHeading(page: Page, heading: string): Promise<void> {
  try {
    await page.getByRole("heading", { level: 1, name: heading }).waitFor({ timeout: UPDATE_TIMEOUT_MS });
  } catch (error) {
    const shown = await page.evaluate(() => ({ h1: Array.from(document.querySelectorAll("h1"), (h) => h.textContent), text: document.body.innerText.slice(0, 400) })).catch(() => undefined);
    throw new Error(`${page.url()} did not show the heading "${heading}": ${JSON.stringify(shown)}\n${String(error)}`);
  }
}

/** Puts the file back, then the overlay goes away in the same window (no reload) and `heading` shows again. */
async function expectFixedWithoutReload(page: Page, restore: () => void, heading: string): Promise<void> {
  restore();
  await page.getByRole("alertdialog").waitFor({ state: "detached", timeout: UPDATE_TIMEOUT_MS });
  await showsHeading(page, heading);
  expect(await page.evaluate(() => "__notReloaded" in window)).toBe(true);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

beforeAll(async () => {
  browser = await launchBrowser();
  await waitForNoErrors();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  const putBack = restores.splice(0);
  putBack.forEach(({ restore }) => restore());
  await waitForNoErrors();
  for (const { settled } of putBack) await settled();
});

afterAll(async () => {
  await browser?.close();
});

describe("a content error in gatsby develop", () => {
  it("in an MDX file: shows over its page with the terminal's file:line:column and message, other pages render, a fix clears it", async () => {
    const { page, errors } = await open("/intro/next-steps/");
    const before = server.output().length;
    const broken = await edit("docs/intro/next-steps.mdx", (text) => text.replace("This page collects", '<Admonition type="note">\n\nThis page collects'));
    const location = `${broken.shown}:${lineOf(broken.text, "<Admonition")}:1`;

    const shown = await overlayErrors(page, new RegExp(`^${escape(location)}$`));
    expect(shown).toEqual([{ location, message: expect.stringMatching(/^Expected a closing tag for `<Admonition>`/) }]);
    expect(server.output().slice(before)).toContain(`${location}: ${shown[0].message}`);
    expect(await page.getByRole("alertdialog").getAttribute("aria-labelledby")).toBeTruthy();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("alertdialog");

    const other = await open("/intro/overview/how-it-works/");
    await showsHeading(other.page, "How Cairn Works");
    expect(await other.page.getByRole("alertdialog").count()).toBe(0);
    expect(other.errors).toEqual([]);

    // Opened afresh, the broken doc's page is still a page (not a 404), under the same overlay.
    const fresh = await openPage(browser);
    contexts.push(fresh.page.context());
    const response = await fresh.page.goto(`${server.url}/intro/next-steps/`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    expect(await overlayErrors(fresh.page, new RegExp(`^${escape(location)}$`))).toEqual(shown);
    await showsHeading(fresh.page, "This doc cannot be shown");
    expect(fresh.errors).toEqual([]);

    await expectFixedWithoutReload(page, broken.restore, "Next steps");
    expect(errors).toEqual([]);
  });

  it("in frontmatter: a field of the wrong type shows with the field's line and the terminal's message", async () => {
    const { page } = await open("/intro/overview/use-cases/");
    const heading = await page.getByRole("heading", { level: 1 }).first().textContent();
    const before = server.output().length;
    const broken = await edit("docs/intro/overview/use-cases.mdx", (text) => text.replace(/^(title: .*\n)/m, '$1hide_title: "yes"\n'));
    const message = 'frontmatter field "hide_title": expected true or false, got "yes"';
    const location = `${broken.shown}:${lineOf(broken.text, "hide_title:")}:1`;

    const shown = await overlayErrors(page, new RegExp(`^${escape(location)}$`));
    expect(shown).toEqual([{ location, message }]);
    // The terminal names the field, not its line: the overlay finds the line in the file.
    expect(server.output().slice(before)).toContain(`${broken.shown}: ${message}`);

    await expectFixedWithoutReload(page, broken.restore, heading!);
  });

  it.each([
    ["sidebars.yaml", "intro:\n", "intro:\n  - [unclosed\n"],
    ["tags.yaml", "alb: {", "alb: { label: [ALB,"],
  ])("in %s: shows on every page, with the YAML error's line and column", async (file, from, to) => {
    const home = await open("/");
    const doc = await open("/intro/overview/how-it-works/");
    const before = server.output().length;
    const broken = await edit(file, (text) => text.replace(from, to));
    const location = new RegExp(`^${escape(broken.shown)}:\\d+:\\d+$`);

    for (const { page } of [home, doc]) {
      const shown = (await overlayErrors(page, location)).filter((e) => location.test(e.location));
      expect(shown).toEqual([{ location: expect.stringMatching(location), message: expect.stringMatching(/^invalid YAML: /) }]);
      expect(server.output().slice(before)).toContain(`${shown[0].location}: ${shown[0].message}`);
    }
    await expectFixedWithoutReload(doc.page, broken.restore, "How Cairn Works");
    await home.page.getByRole("alertdialog").waitFor({ state: "detached", timeout: UPDATE_TIMEOUT_MS });
  });

  it("in a catalog YAML file: shows on its module's reference page only, and a fix clears it", async () => {
    const { page } = await open("/reference/services/networking/vpc/");
    const heading = await page.getByRole("heading", { level: 1 }).first().textContent();
    const before = server.output().length;
    const broken = await edit("catalog/networking/vpc.yaml", (text) => `${text}\nbroken: [unclosed\n`);
    const location = new RegExp(`^${escape(broken.shown)}:\\d+:\\d+$`);

    const shown = (await overlayErrors(page, location)).filter((e) => location.test(e.location));
    expect(shown).toEqual([{ location: expect.stringMatching(location), message: expect.stringMatching(/^invalid YAML: /) }]);
    expect(server.output().slice(before)).toContain(`${shown[0].location}: ${shown[0].message}`);

    const other = await open("/intro/overview/how-it-works/");
    await showsHeading(other.page, "How Cairn Works");
    expect(await other.page.getByRole("alertdialog").count()).toBe(0);

    await expectFixedWithoutReload(page, broken.restore, heading!);
  });
});

describe("a saved doc in gatsby develop", () => {
  it("shows its new text in the open tab before Gatsby's own update of the page data, without a reload", async () => {
    const { page, errors } = await openPage(browser);
    contexts.push(page.context());
    const marker = `Saved at ${Date.now()} for the preview test.`;
    // Gatsby's update reaches the tab as page data over its socket (listened to from the start, as
    // the socket opens with the page); the preview comes on the content stream first.
    let updateAt: number | undefined;
    page.on("websocket", (socket) =>
      socket.on("framereceived", ({ payload }) => {
        if (updateAt === undefined && String(payload).includes(marker)) updateAt = Date.now();
      }),
    );
    await page.goto(`${server.url}/intro/next-steps/`, { waitUntil: "networkidle" });
    await page.evaluate(() => Object.assign(window, { __notReloaded: true }));
    await edit("docs/intro/next-steps.mdx", (text) => `${text}\n${marker}\n`);

    await page.getByText(marker).waitFor({ timeout: UPDATE_TIMEOUT_MS });
    const shownAt = Date.now();
    expect(updateAt).toBeUndefined();
    // Gatsby's update follows and leaves the same text (a page whose update never came would fail here).
    const deadline = Date.now() + UPDATE_TIMEOUT_MS;
    while (updateAt === undefined && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(updateAt).toBeGreaterThan(shownAt);
    await page.waitForTimeout(300);
    expect(await page.getByText(marker).count()).toBe(1);
    expect(await page.evaluate(() => "__notReloaded" in window)).toBe(true);
    expect(errors).toEqual([]);
  });
});
