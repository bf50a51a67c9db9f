import fs from "node:fs";
import path from "node:path";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS script run by .ci/run under every Node line
const { satisfiesEngines } = require("../../../scripts/check-node.cjs") as { satisfiesEngines: (version: string, engines: string) => boolean };

const engines = (JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "..", "package.json"), "utf8")) as { engines: { node: string } }).engines.node;

describe("the Node versions the project supports", () => {
  it("are the LTS lines 20 (from 20.19), 22 (from 22.12) and 24", () => {
    expect(engines).toBe("^20.19.0 || ^22.12.0 || ^24.0.0");
    expect(satisfiesEngines("v20.19.0", engines)).toBe(true);
    expect(satisfiesEngines("v20.20.2", engines)).toBe(true);
    expect(satisfiesEngines("v22.23.3", engines)).toBe(true);
    expect(satisfiesEngines("v24.21.0", engines)).toBe(true);
  });

  it("exclude the lines and releases that cannot build the site", () => {
    expect(satisfiesEngines("v20.18.1", engines)).toBe(false);
    expect(satisfiesEngines("v22.11.0", engines)).toBe(false);
    expect(satisfiesEngines("v18.20.0", engines)).toBe(false);
    expect(satisfiesEngines("v25.0.0", engines)).toBe(false);
  });

  it("refuse a range written another way than ^major.minor.patch", () => {
    expect(() => satisfiesEngines("v22.0.0", ">=20")).toThrow(/not a \^major\.minor\.patch range/);
  });
});
