import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { compiledGatsbyNodeFile, existingCompiledGatsbyNode } from "../../../../../src/gatsby/node/gatsby-internals";

describe("Gatsby's compiled gatsby-node", () => {
  it("is looked for where Gatsby's Parcel writes it, and answered only when it is there", () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-compiled-"));
    try {
      expect(compiledGatsbyNodeFile(site)).toBe(path.join(site, ".cache", "compiled", "gatsby-node.js"));
      expect(existingCompiledGatsbyNode(site)).toBeUndefined();
      fs.mkdirSync(path.join(site, ".cache", "compiled"), { recursive: true });
      fs.writeFileSync(compiledGatsbyNodeFile(site), "");
      expect(existingCompiledGatsbyNode(site)).toBe(compiledGatsbyNodeFile(site));
    } finally {
      fs.rmSync(site, { recursive: true });
    }
  });
});
