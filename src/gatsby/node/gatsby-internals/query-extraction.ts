/**
 * Gatsby's query extraction (./shapes.ts, "query-extraction"): before any page query runs, its
 * FileParser reads every candidate module of the site and of the plugins and parses with Babel each
 * one whose text mentions a word it looks for. Here its `parseFile` is wrapped so that a file an
 * earlier run found nothing in, with the same path and text and not a page component, is not parsed
 * again (src/lib/build/extraction-memo.ts; fast path query-extraction-memo).
 *
 * Skipping such a file leaves Gatsby as parsing it would: `parseFile` returns nothing for it, and
 * the one action it dispatches for every file it parses (`SET_COMPONENT_FEATURES`) changes only the
 * page components in Gatsby's state, which are always parsed. A file whose parse reported an error,
 * or whose text changed while it was parsed, is not recorded.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { ExtractionMemo, extractionKey, type ExtractionRun } from "../../../lib/build/extraction-memo";
import type { GatsbyStore } from "./process";

type AddError = (error: unknown) => void;

interface FileParserMethods {
  parseFile(file: string, addError: AddError): Promise<unknown>;
  parseFiles(files: string[], addError: AddError): Promise<unknown>;
}

/** What `parseFile` returns for a file it parsed: its GraphQL definitions and the slices its pages use. */
interface ParsedFile {
  astDefinitions?: unknown[];
  pageSlices?: unknown;
}

/** Where the memo is kept between runs. */
export const extractionMemoFile = (siteDir: string): string => path.join(siteDir, ".cache", "cairn-query-extraction.json");

/** The wrapped FileParser's memo and listener, replaced when gatsby-node is loaded again in the same process (a test). */
const STATE = Symbol.for("cairn.queryExtractionMemo");

interface MemoState {
  memo: ExtractionMemo;
  file: string;
  store: GatsbyStore;
  onRun: (run: ExtractionRun, known: number) => void;
}

function readSaved(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as unknown;
  } catch {
    return undefined; // none yet, or unreadable: an empty memo
  }
}

function save(file: string, content: unknown): void {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, JSON.stringify(content));
    fs.renameSync(partial, file);
  } catch {
    // Not saved: the next run parses these files again, as Gatsby alone would.
  }
}

const holdsNothing = (result: unknown): boolean => {
  if (result === null || result === undefined) return true;
  const parsed = result as ParsedFile;
  return (parsed.astDefinitions?.length ?? 0) === 0 && (parsed.pageSlices === null || parsed.pageSlices === undefined);
};

/**
 * Wraps the installed Gatsby's FileParser; `onRun` hears each extraction run's counts (and how many
 * files the memo knew before it). Returns why it could not, or undefined once wrapped.
 */
export function memoizeQueryExtraction(siteDir: string, store: GatsbyStore, gatsbyVersion: string, onRun: (run: ExtractionRun, known: number) => void): string | undefined {
  let prototype: (Partial<FileParserMethods> & { [STATE]?: MemoState }) | undefined;
  try {
    const fromSite = createRequire(path.join(siteDir, "package.json"));
    const loaded = fromSite("gatsby/dist/query/file-parser") as { default?: { prototype?: Partial<FileParserMethods> } };
    prototype = loaded.default?.prototype;
  } catch (error) {
    return `Gatsby's query file parser could not be loaded: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (!prototype || typeof prototype.parseFile !== "function" || typeof prototype.parseFiles !== "function") return "Gatsby's FileParser has no parseFile and parseFiles methods";
  const file = extractionMemoFile(siteDir);
  const wrapped = prototype[STATE] !== undefined;
  prototype[STATE] = { memo: new ExtractionMemo(readSaved(file), gatsbyVersion), file, store, onRun };
  if (!wrapped) wrap(prototype as FileParserMethods & { [STATE]: MemoState });
  return undefined;
}

function wrap(prototype: FileParserMethods & { [STATE]: MemoState }): void {
  const parseFile = prototype.parseFile;
  const parseFiles = prototype.parseFiles;
  const isPageComponent = (store: GatsbyStore, candidate: string): boolean => {
    const components = (store.getState() as { components?: unknown }).components;
    return components instanceof Map && components.has(candidate);
  };

  prototype.parseFile = async function (this: unknown, candidate: string, addError: AddError): Promise<unknown> {
    const { memo, store } = prototype[STATE];
    // A component (or a path with a query string, which Gatsby strips before reading) is parsed as Gatsby parses it.
    if (candidate.includes("?") || isPageComponent(store, candidate)) return parseFile.call(this, candidate, addError);
    let text: string;
    try {
      text = await fs.promises.readFile(candidate, "utf8");
    } catch {
      return parseFile.call(this, candidate, addError); // Gatsby reports the unreadable file
    }
    const key = extractionKey(candidate, text);
    if (memo.skip(key)) return null;
    let failed = false;
    const result = await parseFile.call(this, candidate, (error: unknown) => {
      failed = true;
      addError(error);
    });
    if (!failed && holdsNothing(result)) {
      const after = await fs.promises.readFile(candidate, "utf8").catch(() => undefined);
      if (after === text) memo.foundEmpty(key);
    }
    return result;
  };

  prototype.parseFiles = async function (this: unknown, files: string[], addError: AddError): Promise<unknown> {
    const { memo, file, onRun } = prototype[STATE];
    const known = memo.size;
    memo.startRun();
    const documents = await parseFiles.call(this, files, addError);
    const run = memo.run;
    const content = memo.finishRun();
    if (content) save(file, content);
    onRun(run, known);
    return documents;
  };
}
