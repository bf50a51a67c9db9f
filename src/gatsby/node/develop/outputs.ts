/**
 * `gatsby develop` runs no post-build: createPages queues the outputs its server needs (the search
 * index and module data), written once the dev bundle is built (./output-queue.ts, ../webpack).
 */
import type { CreatePagesArgs } from "gatsby";
import type { SearchRecord } from "../../../lib/search/records";
import { forEachOutputDoc, queryOutputModules } from "../outputs/data";
import { createDevelopOutputQueue } from "./output-queue";
import { writeModuleJson } from "../outputs/module-json";
import { docSearchRecords, writeSearchIndex } from "../outputs/search-index";

type DevelopOutputArgs = Pick<CreatePagesArgs, "graphql" | "reporter"> & { publicDir: string };

async function writeDevelopOutputs(args: DevelopOutputArgs): Promise<void> {
  const modules = await queryOutputModules(args);
  const docRecords: SearchRecord[] = [];
  if (!modules || !(await forEachOutputDoc(args, (doc) => docRecords.push(...docSearchRecords(doc))))) return;
  await writeSearchIndex(args.publicDir, docRecords, modules);
  writeModuleJson(args.publicDir, modules);
}

const developOutputs = createDevelopOutputQueue(writeDevelopOutputs, (error, { reporter }) =>
  reporter.error("Could not write the search index and module data for gatsby develop", error instanceof Error ? error : new Error(String(error))),
);

/** Called by createPages in develop whenever the data changes. */
export const queueDevelopOutputs = developOutputs.queue;

/** Called when the develop bundle is built. */
export const developBundleDone = developOutputs.bundleDone;
