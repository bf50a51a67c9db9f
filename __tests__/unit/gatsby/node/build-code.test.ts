import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildCodeFingerprint } from "../../../../src/gatsby/node/build-code";

let site: string;
const bundle = () => path.join(site, ".cache", "compiled", "gatsby-node.js");
const writeBundle = (code: string) => {
  fs.mkdirSync(path.dirname(bundle()), { recursive: true });
  fs.writeFileSync(bundle(), code);
};

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-build-code-"));
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

describe("the build code's fingerprint", () => {
  it("stays the same while the compiled gatsby-node and the extra input stay the same", () => {
    writeBundle("exports.onPreInit = () => {};\n");
    const first = buildCodeFingerprint({ command: "build", siteDir: site }, { url: "https://docs.cairn.example" });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(buildCodeFingerprint({ command: "build", siteDir: site }, { url: "https://docs.cairn.example" })).toBe(first);
  });

  it("changes when the compiled gatsby-node changes", () => {
    writeBundle("exports.onPreInit = () => {};\n");
    const before = buildCodeFingerprint({ command: "build", siteDir: site }, "doc-bodies");
    writeBundle("exports.onPreInit = () => { console.log('changed'); };\n");
    expect(buildCodeFingerprint({ command: "build", siteDir: site }, "doc-bodies")).not.toBe(before);
  });

  it("changes with what else the outputs depend on", () => {
    writeBundle("exports.onPreInit = () => {};\n");
    const docBodies = buildCodeFingerprint({ command: "build", siteDir: site }, "doc-bodies");
    expect(buildCodeFingerprint({ command: "build", siteDir: site }, { url: "https://docs.cairn.example" })).not.toBe(docBodies);
    expect(buildCodeFingerprint({ command: "build", siteDir: site }, { url: "https://staging.cairn.example" })).not.toBe(
      buildCodeFingerprint({ command: "build", siteDir: site }, { url: "https://docs.cairn.example" }),
    );
  });

  it("is undefined outside `gatsby build`, where nothing is kept for a next build", () => {
    writeBundle("exports.onPreInit = () => {};\n");
    expect(buildCodeFingerprint({ command: "develop", siteDir: site }, "doc-bodies")).toBeUndefined();
    expect(buildCodeFingerprint({ command: undefined, siteDir: site }, "doc-bodies")).toBeUndefined();
  });

  it("is undefined when Gatsby has not compiled gatsby-node into .cache/compiled/", () => {
    expect(buildCodeFingerprint({ command: "build", siteDir: site }, "doc-bodies")).toBeUndefined();
  });
});
