/**
 * Writes the embedded search index: records for every doc, from the compiled trees the pages
 * render, published as one JSON file the browser loads on first use of search.
 */
import fs from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { buildDocRecords, sectionOf, type SearchableDoc, type SearchRecord } from "../../lib/search/records";
import { packRecords } from "../../lib/search/pack";
import { siteConfig } from "../../site-config";

interface SearchQuery {
  allDoc: { nodes: SearchableDoc[] };
}

/** Builds every record; extra records (e.g. service catalog inputs) can be appended by callers. */
export async function buildSearchRecords({ graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">): Promise<SearchRecord[]> {
  const result = await graphql<SearchQuery>(`
    query SearchRecords {
      allDoc(sort: { path: ASC }) { nodes { path title description body } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the docs for the search index", result.errors);
    return [];
  }
  return result.data.allDoc.nodes.flatMap((doc) => buildDocRecords(doc, sectionOf(doc.path, siteConfig.search.sections)));
}

/** Publishes the records, packed, at the embedded index path under `public/`. */
export function writeSearchIndex(programDirectory: string, records: readonly SearchRecord[]): string {
  const file = path.join(programDirectory, "public", siteConfig.search.embeddedIndexPath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(packRecords(records)));
  return file;
}
