/**
 * The build's hooks, as gatsby-node.ts hands them to Gatsby. Gatsby's reporter, store and dev
 * server app are faked in the shape the hooks read; every fixture build runs each hook for real
 * (__tests__/build/fixtures.test.ts), `gatsby develop` runs them in __tests__/develop/.
 */
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { CONTENT_ERRORS_STREAM } from "../../../../src/lib/content/error-report";
import { siteConfig } from "../../../../src/site-config";
import { tempSite, type TempSite } from "./site-for-tests";

const root = path.join(__dirname, "..", "..", "..", "..");

type Loaded = [typeof import("../../../../src/gatsby/node/phases"), typeof import("../../../../src/gatsby/node/session")];

let site: TempSite;
let phases: Loaded[0];
let session: Loaded[1];
beforeEach(async () => {
  site = tempSite("cairn-phases-");
  // The stylesheet and the font the first phases copy come from the installed packages and the theme.
  for (const linked of ["node_modules", "src"]) fs.symlinkSync(path.join(root, linked), path.join(site.dir, linked));
  [phases, session] = await site.load(() => Promise.all([import("../../../../src/gatsby/node/phases"), import("../../../../src/gatsby/node/session")]));
});
afterEach(() => site.remove());

/** onPreInit's arguments: Gatsby's reporter and its store, whose state names the site folder. */
function preInitArgs(directory: string) {
  const lines: string[] = [];
  const args = { reporter: { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(`warn: ${m}`) }, store: { getState: () => ({ program: { directory } }) } };
  // The hook reads only the reporter's info and warn and the store's state.
  return { lines, args: args as unknown as Parameters<NonNullable<GatsbyNode["onPreInit"]>>[0] };
}

describe("the build's hooks", () => {
  it("are hooks of Gatsby's node API, each exported by gatsby-node.ts", () => {
    const gatsbyApis = Object.keys(JSON.parse(fs.readFileSync(path.join(root, "node_modules", "gatsby", "apis.json"), "utf8")).node as object);
    const hooks = Object.keys(phases).filter((name) => name !== "__esModule");
    expect(hooks.filter((name) => !gatsbyApis.includes(name))).toEqual([]);
    const gatsbyNode = fs.readFileSync(path.join(root, "gatsby-node.ts"), "utf8");
    const exported = /export\s*\{([^}]*)\}\s*from\s*"\.\/src\/gatsby\/node\/phases"/.exec(gatsbyNode)?.[1].split(",").map((name) => name.trim()).filter(Boolean);
    expect(exported?.sort()).toEqual(hooks.sort());
  });

  it("start a new session at onPreInit, for the site folder Gatsby builds, logging to Gatsby's reporter", () => {
    const { args, lines } = preInitArgs(site.dir);
    void phases.onPreInit!(args, { plugins: [] }, () => undefined);
    const first = session.buildSession();
    expect(first.siteDir).toBe(site.dir);
    first.log.info("a line");
    expect(lines).toEqual(["a line"]);
    void phases.onPreInit!(args, { plugins: [] }, () => undefined);
    expect(session.buildSession()).not.toBe(first);
  });

  it("hand the session to the next phases: onPreBootstrap prepares its public/", async () => {
    const { args } = preInitArgs(site.dir);
    void phases.onPreInit!(args, { plugins: [] }, () => undefined);
    // onPreBootstrap reads nothing of its arguments.
    await phases.onPreBootstrap!({} as unknown as Parameters<NonNullable<GatsbyNode["onPreBootstrap"]>>[0], { plugins: [] }, () => undefined);
    const published = fs.readdirSync(path.join(site.dir, "public"));
    expect(published).toEqual(expect.arrayContaining([expect.stringMatching(/^docsearch-[0-9a-f]{12}\.css$/)]));
    expect(fs.existsSync(path.join(site.dir, "public", siteConfig.font.file))).toBe(true);
  });

  it("serve the content errors' stream from the dev server", () => {
    const { args } = preInitArgs(site.dir);
    void phases.onPreInit!(args, { plugins: [] }, () => undefined);
    const routes: string[] = [];
    const app = { get: (route: string, _handler: (request: IncomingMessage, response: ServerResponse) => void) => routes.push(route) };
    // onCreateDevServer's stream uses the express app's get alone.
    void phases.onCreateDevServer!({ app } as unknown as Parameters<NonNullable<GatsbyNode["onCreateDevServer"]>>[0], { plugins: [] }, () => undefined);
    expect(routes).toEqual([CONTENT_ERRORS_STREAM]);
  });
});
