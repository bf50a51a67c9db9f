import path from "node:path";
import { displayPath } from "../../../src/gatsby/content-dir";

/** The module as a process started with this CAIRN_CONTENT_DIR (unset: undefined) would load it. */
async function loadWith(contentDirVariable: string | undefined): Promise<typeof import("../../../src/gatsby/content-dir")> {
  const saved = process.env.CAIRN_CONTENT_DIR;
  if (contentDirVariable === undefined) delete process.env.CAIRN_CONTENT_DIR;
  else process.env.CAIRN_CONTENT_DIR = contentDirVariable;
  try {
    let loaded: typeof import("../../../src/gatsby/content-dir") | undefined;
    await jest.isolateModulesAsync(async () => {
      loaded = await import("../../../src/gatsby/content-dir");
    });
    return loaded!;
  } finally {
    if (saved === undefined) delete process.env.CAIRN_CONTENT_DIR;
    else process.env.CAIRN_CONTENT_DIR = saved;
  }
}

describe("the content folder", () => {
  it("is content/ in the project when CAIRN_CONTENT_DIR is not set, or set empty", async () => {
    expect((await loadWith(undefined)).contentDir).toBe(path.join(process.cwd(), "content"));
    expect((await loadWith("")).contentDir).toBe(path.join(process.cwd(), "content"));
  });

  it("is the folder CAIRN_CONTENT_DIR names, relative to the project or absolute", async () => {
    expect((await loadWith("__tests__/fixtures/minimal")).contentDir).toBe(path.join(process.cwd(), "__tests__", "fixtures", "minimal"));
    expect((await loadWith("/srv/bench/corpus")).contentDir).toBe("/srv/bench/corpus");
  });
});

describe("a source file's path in messages", () => {
  it("is relative to the project, with forward slashes", () => {
    expect(displayPath(path.join(process.cwd(), "content", "docs", "intro", "index.mdx"))).toBe("content/docs/intro/index.mdx");
  });

  it("climbs out of the project for a content folder outside it", () => {
    expect(displayPath(path.join(path.dirname(process.cwd()), "corpus", "tags.yaml"))).toBe("../corpus/tags.yaml");
  });
});
