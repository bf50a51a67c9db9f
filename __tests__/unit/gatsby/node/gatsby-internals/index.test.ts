/**
 * The fence's one entry. That nothing outside the fence touches Gatsby's private parts, or reaches
 * past this index into the fence's files, is __tests__/unit/architecture.test.ts; each shape's
 * contract with the installed Gatsby is ./shapes.test.ts. This checks that every name the index
 * promises is there, as its file exports it.
 */
import fs from "node:fs";
import path from "node:path";
import * as fence from "../../../../../src/gatsby/node/gatsby-internals";

const INDEX = path.join(__dirname, "..", "..", "..", "..", "..", "src", "gatsby", "node", "gatsby-internals", "index.ts");

/** The values the index re-exports (types left out: the compiler checks those), by the file they come from. */
function reExports(): { file: string; names: string[] }[] {
  const source = fs.readFileSync(INDEX, "utf8");
  return [...source.matchAll(/export\s*\{([^}]*)\}\s*from\s*"(\.\/[^"]+)"/g)].map(([, list, file]) => ({
    file,
    names: list
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name !== "" && !name.startsWith("type ")),
  }));
}

describe("the fence's index", () => {
  it("gives every value it names, as the file it names exports it", async () => {
    const exported = reExports();
    expect(exported.flatMap((e) => e.names).length).toBeGreaterThan(30);
    for (const { file, names } of exported) {
      const module: Record<string, unknown> = await import(path.join(path.dirname(INDEX), file));
      for (const name of names) {
        expect([name, name in fence]).toEqual([name, true]);
        expect([name, fence[name as keyof typeof fence]]).toEqual([name, module[name]]);
        expect([name, module[name]]).not.toEqual([name, undefined]);
      }
    }
  });

  it("gives nothing it does not name", () => {
    const named = new Set(reExports().flatMap((e) => e.names));
    expect(Object.keys(fence).filter((name) => name !== "__esModule" && !named.has(name))).toEqual([]);
  });
});
