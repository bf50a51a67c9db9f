/**
 * The outcome of fast path gatsby-files-reuse as the build log reads it, and the preload's path as
 * every command that starts Gatsby names it.
 */
import fs from "node:fs";
import { GATSBY_FILES_PRELOAD, gatsbyFilesOutcome } from "../../../../../src/gatsby/node/gatsby-internals";

const KEY = Symbol.for("cairn-docs.gatsby-files-reuse");
afterEach(() => Reflect.deleteProperty(globalThis, KEY));

describe("the outcome", () => {
  it("is undefined until the preload leaves one (Gatsby started without it)", () => {
    expect(gatsbyFilesOutcome()).toBeUndefined();
  });

  it("is read as the preload leaves it, and anything else is not taken", () => {
    Reflect.set(globalThis, KEY, { ran: true, files: 670, checkMs: 31, compileMs: 2200 });
    expect(gatsbyFilesOutcome()).toEqual({ ran: true, files: 670, checkMs: 31, compileMs: 2200 });
    Reflect.set(globalThis, KEY, { ran: false, why: "CAIRN_SAFE_BUILD is set", unexpected: false });
    expect(gatsbyFilesOutcome()).toEqual({ ran: false, why: "CAIRN_SAFE_BUILD is set", unexpected: false });
    Reflect.set(globalThis, KEY, { ran: true, files: "many" });
    expect(gatsbyFilesOutcome()).toBeUndefined();
  });
});

describe("the preload", () => {
  const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
  const siteFiles = JSON.parse(fs.readFileSync("scripts/site-files.json", "utf8")) as { preload: string; copied: string[] };

  it("is the file the tests and the bench load (scripts/site-files.json), and it exists", () => {
    expect(siteFiles.preload).toBe(GATSBY_FILES_PRELOAD);
    expect(fs.existsSync(GATSBY_FILES_PRELOAD)).toBe(true);
    expect(siteFiles.copied).toContain(GATSBY_FILES_PRELOAD.split("/")[0]);
  });

  it("is loaded by npm start, npm run develop and npm run build", () => {
    for (const script of ["start", "develop", "build"]) expect(pkg.scripts[script]).toContain(`node --require ./${GATSBY_FILES_PRELOAD} node_modules/gatsby/cli.js`);
  });
});
