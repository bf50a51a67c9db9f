/**
 * Rules about the source as a whole, checked mechanically (ARCHITECTURE.md, "Rules").
 */
import fs from "node:fs";
import path from "node:path";

const root = path.join(__dirname, "..", "..");

/** Every TypeScript file under a folder of the project, as project-relative paths. */
function sourceFiles(folder: string): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.tsx?$/.test(entry.name) ? [path.relative(root, full).split(path.sep).join("/")] : [];
    });
  return walk(path.join(root, folder));
}

const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

describe("tests", () => {
  it("mirror the source tree: every module of src/lib has a test file at the same path under __tests__/unit/", () => {
    const missing = sourceFiles("src/lib")
      .map((file) => `__tests__/unit/${file.slice("src/".length).replace(/\.tsx?$/, ".test.ts")}`)
      .filter((test) => !fs.existsSync(path.join(root, test)));
    expect(missing).toEqual([]);
  });
});

describe("markup from strings", () => {
  it("is set only by the head scripts, which are build-time constants, never from reader data", () => {
    const users = [...sourceFiles("src"), "gatsby-ssr.tsx", "gatsby-browser.tsx"].filter((file) => /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML/.test(read(file)));
    expect(users).toEqual(["gatsby-ssr.tsx"]);
  });
});
