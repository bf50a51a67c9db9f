import { EXTRACTION_MEMO_VERSION, ExtractionMemo, extractionKey } from "../../../../src/lib/build/extraction-memo";

const saved = (empty: string[], gatsby = "5.16.1", version = EXTRACTION_MEMO_VERSION) => ({ version, gatsby, empty });

describe("the query extraction's memo", () => {
  it("keys a file by its path and its whole text", () => {
    const key = extractionKey("/site/src/a.ts", "export const config = 1;\n");
    expect(key).toMatch(/^[0-9a-f]{40}$/);
    expect(extractionKey("/site/src/a.ts", "export const config = 1;\n")).toBe(key);
    expect(extractionKey("/site/src/a.ts", "export const config = 2;\n")).not.toBe(key);
    expect(extractionKey("/site/src/b.ts", "export const config = 1;\n")).not.toBe(key);
    // The path and the text cannot run into each other.
    expect(extractionKey("/site/src/a", ".tsx")).not.toBe(extractionKey("/site/src/a.", "tsx"));
  });

  it("skips only the files an earlier run of the same Gatsby found empty, and counts both kinds", () => {
    const memo = new ExtractionMemo(saved(["k1", "k2"]), "5.16.1");
    memo.startRun();
    expect(memo.skip("k1")).toBe(true);
    expect(memo.skip("k3")).toBe(false);
    expect(memo.run).toEqual({ skipped: 1, parsed: 1 });
  });

  it("starts empty from anything but a memo of its version and of the installed Gatsby", () => {
    for (const what of [undefined, null, "text", { version: EXTRACTION_MEMO_VERSION, gatsby: "5.16.1", empty: [1] }, saved(["k1"], "5.15.0"), saved(["k1"], "5.16.1", EXTRACTION_MEMO_VERSION + 1)]) {
      const memo = new ExtractionMemo(what, "5.16.1");
      expect(memo.size).toBe(0);
      expect(memo.skip("k1")).toBe(false);
    }
  });

  it("saves after a run the files found empty in it, drops those no run met, and saves nothing when unchanged", () => {
    const memo = new ExtractionMemo(saved(["gone", "kept"]), "5.16.1");
    memo.startRun();
    memo.skip("kept");
    memo.skip("new");
    memo.foundEmpty("new");
    expect(memo.finishRun()).toEqual(saved(["kept", "new"]));
    // The next run (npm start extracts again after a change) skips what this one found.
    memo.startRun();
    expect(memo.skip("new")).toBe(true);
    expect(memo.skip("kept")).toBe(true);
    expect(memo.finishRun()).toBeUndefined();
    expect(memo.size).toBe(2);
  });
});
