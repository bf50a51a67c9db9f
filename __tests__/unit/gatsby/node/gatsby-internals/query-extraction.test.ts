/**
 * The query extraction's memo wrapped around the installed Gatsby's own FileParser, on files of a
 * temporary site: what an earlier run found nothing in is not parsed again; queries, errors and
 * page components are found as Gatsby alone finds them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { extractionMemoFile, memoizeQueryExtraction } from "../../../../../src/gatsby/node/gatsby-internals";
import type { ExtractionRun } from "../../../../../src/lib/build/extraction-memo";

// Loading Gatsby's parser (its redux store, its node store) takes seconds on a loaded machine.
jest.setTimeout(60_000);

interface Parser {
  parseFiles(files: string[], addError: (error: unknown) => void): Promise<{ doc?: { definitions?: { name?: { value?: string } }[] } }[]>;
}

let site: string;
const file = (name: string) => path.join(site, "src", name);
const write = (name: string, text: string) => fs.writeFileSync(file(name), text);

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-query-extraction-"));
  fs.symlinkSync(path.resolve("node_modules"), path.join(site, "node_modules"));
  fs.writeFileSync(path.join(site, "package.json"), "{}");
  fs.mkdirSync(path.join(site, "src"));
  write("plain.ts", "export const config = { retries: 3 };\n");
  write("query.ts", 'import { graphql } from "gatsby";\nexport const query = graphql`\n  query CairnMemoTest {\n    site {\n      id\n    }\n  }\n`;\n');
  write("broken.ts", "export const config = graphql`query {`;\n");
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

/** One run of the extraction as a new start makes it: the memo loaded from disk, Gatsby's parser over the files. */
async function extract(components: string[] = []) {
  const runs: { run: ExtractionRun; known: number }[] = [];
  const store = { getState: () => ({ components: new Map(components.map((name) => [file(name), {}])) }) };
  expect(memoizeQueryExtraction(site, store, "5.16.1", (run, known) => runs.push({ run, known }))).toBeUndefined();
  const { default: FileParser } = (await import(path.join(site, "node_modules", "gatsby", "dist", "query", "file-parser.js"))) as { default: new () => Parser };
  const errors: unknown[] = [];
  const documents = await new FileParser().parseFiles(["plain.ts", "query.ts", "broken.ts"].map(file), (error) => errors.push(error));
  const names = documents.flatMap((d) => d.doc?.definitions ?? []).map((d) => d.name?.value);
  return { runs, errors, names };
}

describe("Gatsby's query extraction with the memo", () => {
  it("parses every file on a first run and records those that hold nothing", async () => {
    const first = await extract();
    expect(first.runs).toEqual([{ run: { skipped: 0, parsed: 3 }, known: 0 }]);
    expect(first.names).toEqual(["CairnMemoTest"]);
    expect(first.errors).toHaveLength(1);
    const saved = JSON.parse(fs.readFileSync(extractionMemoFile(site), "utf8")) as { empty: string[]; gatsby: string };
    expect(saved).toMatchObject({ gatsby: "5.16.1" });
    expect(saved.empty).toHaveLength(1);
  });

  it("skips on the next run only the unchanged file that held nothing; the query and the error are found again", async () => {
    await extract();
    const next = await extract();
    expect(next.runs).toEqual([{ run: { skipped: 1, parsed: 2 }, known: 1 }]);
    expect(next.names).toEqual(["CairnMemoTest"]);
    expect(next.errors).toHaveLength(1);
  });

  it("parses again a file whose text changed, and a page component always", async () => {
    await extract();
    write("plain.ts", 'import { graphql } from "gatsby";\nexport const memoFragment = graphql`\n  fragment CairnMemoFragment on Site {\n    id\n  }\n`;\n');
    const changed = await extract();
    expect(changed.runs[0].run).toEqual({ skipped: 0, parsed: 3 });
    expect(changed.names.sort()).toEqual(["CairnMemoFragment", "CairnMemoTest"]);
    write("plain.ts", "export const config = { retries: 4 };\n");
    await extract();
    const asComponent = await extract(["plain.ts"]);
    // The component is parsed as Gatsby parses it, outside the memo's counts.
    expect(asComponent.runs[0].run).toEqual({ skipped: 0, parsed: 2 });
  });
});
