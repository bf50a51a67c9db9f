import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Reporter } from "gatsby";
import {
  clearContentErrors,
  contentErrorsMessage,
  filesWithContentErrors,
  forgetContentErrorsOfDeletedFiles,
  keepContentErrorsIn,
  pendingContentErrors,
  reportContentError,
} from "../../../../src/gatsby/node/content-errors";

let dir: string;
let saved: string;
let shown: string[];
// Content errors are shown through reporter.error alone.
const reporter = { error: (message: string) => shown.push(message) } as unknown as Reporter;
const savedErrors = (): unknown => JSON.parse(fs.readFileSync(saved, "utf8"));

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-content-errors-"));
  saved = path.join(dir, ".cache", "cairn-content-errors.json");
  shown = [];
  keepContentErrorsIn(saved, () => true);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("content errors found while sourcing", () => {
  it("are shown as they are found and all kept for the end of sourcing, grouped by file in the order the files were found", () => {
    reportContentError(reporter, "content/tags.yaml", "content/tags.yaml:2:1: invalid YAML: Map keys must be unique");
    reportContentError(reporter, "content/docs/a.mdx", 'content/docs/a.mdx: frontmatter field "title": expected a string');
    reportContentError(reporter, "content/tags.yaml", "content/tags.yaml: vpc.label: expected a non-empty string");
    expect(shown).toEqual([
      "content/tags.yaml:2:1: invalid YAML: Map keys must be unique",
      'content/docs/a.mdx: frontmatter field "title": expected a string',
      "content/tags.yaml: vpc.label: expected a non-empty string",
    ]);
    expect(pendingContentErrors()).toEqual([
      "content/tags.yaml:2:1: invalid YAML: Map keys must be unique",
      "content/tags.yaml: vpc.label: expected a non-empty string",
      'content/docs/a.mdx: frontmatter field "title": expected a string',
    ]);
    expect(filesWithContentErrors()).toEqual(["content/tags.yaml", "content/docs/a.mdx"]);
  });

  it("of a file are forgotten when the file is processed again", () => {
    reportContentError(reporter, "content/docs/a.mdx", "content/docs/a.mdx:3:1: unknown component <Foo>");
    reportContentError(reporter, "content/docs/b.mdx", "content/docs/b.mdx:5:1: unknown component <Bar>");
    clearContentErrors("content/docs/a.mdx");
    expect(pendingContentErrors()).toEqual(["content/docs/b.mdx:5:1: unknown component <Bar>"]);
    expect(savedErrors()).toEqual({ "content/docs/b.mdx": ["content/docs/b.mdx:5:1: unknown component <Bar>"] });
  });

  it("of deleted files are forgotten, and only theirs", () => {
    reportContentError(reporter, "content/docs/gone.mdx", "content/docs/gone.mdx:1:1: unknown component <Foo>");
    reportContentError(reporter, "content/docs/here.mdx", "content/docs/here.mdx:1:1: unknown component <Bar>");
    forgetContentErrorsOfDeletedFiles((file) => file !== "content/docs/gone.mdx");
    expect(filesWithContentErrors()).toEqual(["content/docs/here.mdx"]);
    expect(savedErrors()).toEqual({ "content/docs/here.mdx": ["content/docs/here.mdx:1:1: unknown component <Bar>"] });
  });

  it("stop a build with one message naming how many there are and each of them", () => {
    expect(contentErrorsMessage(["content/tags.yaml:2:1: invalid YAML", "content/docs/a.mdx:3:1: unknown component <Foo>"])).toBe(
      "2 content error(s); fix them and build again:\ncontent/tags.yaml:2:1: invalid YAML\ncontent/docs/a.mdx:3:1: unknown component <Foo>",
    );
  });
});

describe("content errors kept for the next run", () => {
  it("are saved as they change, and taken back by the next run for the files still current", () => {
    reportContentError(reporter, "content/docs/a.mdx", "content/docs/a.mdx:3:1: unknown component <Foo>");
    reportContentError(reporter, "content/docs/renamed.mdx", "content/docs/renamed.mdx:1:1: unknown component <Bar>");
    // The next run: Gatsby does not source the unchanged broken file again; its error must still stop the build.
    keepContentErrorsIn(saved, (file) => file !== "content/docs/renamed.mdx");
    expect(pendingContentErrors()).toEqual(["content/docs/a.mdx:3:1: unknown component <Foo>"]);
    expect(savedErrors()).toEqual({ "content/docs/a.mdx": ["content/docs/a.mdx:3:1: unknown component <Foo>"] });
  });

  it("start empty when nothing was saved, or what was saved cannot be read", () => {
    reportContentError(reporter, "content/docs/a.mdx", "content/docs/a.mdx:3:1: unknown component <Foo>");
    keepContentErrorsIn(path.join(dir, "elsewhere", "none.json"), () => true);
    expect(pendingContentErrors()).toEqual([]);
    fs.writeFileSync(saved, "{ not json");
    keepContentErrorsIn(saved, () => true);
    expect(pendingContentErrors()).toEqual([]);
    expect(savedErrors()).toEqual({});
  });

  it("ignore saved entries that are not lists of messages", () => {
    fs.writeFileSync(saved, JSON.stringify({ "content/docs/a.mdx": "not a list", "content/docs/b.mdx": ["content/docs/b.mdx:1:1: broken"] }));
    keepContentErrorsIn(saved, () => true);
    expect(pendingContentErrors()).toEqual(["content/docs/b.mdx:1:1: broken"]);
  });
});
