/**
 * The contract with the installed Gatsby: every private part the fast paths lean on is still where
 * they expect it. A Gatsby upgrade that renames one fails here, by name, instead of quietly slowing
 * the build (the build itself would turn the path off with a warning).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { GATSBY_SHAPES, inspectGatsby, isTestedGatsby, pretendedShapes, TESTED_GATSBY } from "../../../../../src/gatsby/node/gatsby-internals";

const site = path.join(__dirname, "..", "..", "..", "..", "..");

describe("the installed Gatsby", () => {
  it("is a release the fast paths were tested with, holding every shape they rely on", () => {
    const { version, missing } = inspectGatsby(site);
    expect(isTestedGatsby(version)).toBe(true);
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it("is pinned in package.json to a release inside the tested range", () => {
    const pinned = (JSON.parse(fs.readFileSync(path.join(site, "package.json"), "utf8")) as { dependencies: Record<string, string> }).dependencies.gatsby;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(isTestedGatsby(pinned)).toBe(true);
  });
});

describe("inspecting Gatsby", () => {
  it("accepts every release of the tested minor version and nothing else", () => {
    expect(TESTED_GATSBY.label).toBe("5.16.x");
    expect(isTestedGatsby("5.16.0")).toBe(true);
    expect(isTestedGatsby("5.16.9")).toBe(true);
    expect(isTestedGatsby("5.17.0")).toBe(false);
    expect(isTestedGatsby("6.16.1")).toBe(false);
    expect(isTestedGatsby(undefined)).toBe(false);
  });

  it("reports every shape missing, with the version, for a release outside the range", () => {
    const { missing } = inspectGatsby(site, { version: "5.17.2" });
    expect([...missing.keys()]).toEqual(GATSBY_SHAPES);
    expect(missing.get("compiled-bundle")).toBe("Gatsby 5.17.2 is not a release these fast paths were tested with (5.16.x)");
  });

  it("reports Gatsby missing where the site has no Gatsby installed", () => {
    expect(inspectGatsby(os.tmpdir()).missing.get("page-markup")).toMatch(/^Gatsby \(not found\) is not a release/);
  });

  it("pretends shapes missing when told to, for the build that proves the slow ways", () => {
    expect(pretendedShapes(undefined)).toEqual([]);
    expect(pretendedShapes("all")).toEqual(GATSBY_SHAPES);
    expect(pretendedShapes("rendered-pages-state, parcel-cache")).toEqual(["rendered-pages-state", "parcel-cache"]);
    expect(() => pretendedShapes("stitching")).toThrow(/CAIRN_PRETEND_GATSBY_CHANGED: unknown shape\(s\) stitching/);
    const { missing } = inspectGatsby(site, { pretend: ["parcel-cache"] });
    expect([...missing.keys()]).toEqual(["parcel-cache"]);
  });
});
