/** What the outputs are made from: every doc and module, queried once after the pages are built. */
import type { CreatePagesArgs } from "gatsby";
import type { CatalogInputQuery } from "../../../lib/content/catalog";
import type { TreeRoot } from "../../../lib/content/hast";
import type { ModuleForMarkdown } from "../../../lib/build/markdown";

export interface OutputDoc {
  path: string;
  title: string;
  description: string;
  body: TreeRoot;
  /** The module a service page documents, for the generated part of its Markdown. */
  serviceModule: ModuleForMarkdown | null;
}

export interface OutputModule {
  slug: string;
  path: string;
  name: string;
  description: string;
  version: string;
  lastChanged: string;
  source: string;
  tagSlugs: string[];
  inputs: CatalogInputQuery[];
  outputs: { name: string; description: string }[];
}

export interface OutputData {
  /** Every doc, by path. */
  docs: OutputDoc[];
  /** Every module, by slug. */
  modules: OutputModule[];
}

const INPUT_FIELDS = "inputs { name type description required default sensitive } outputs { name description }";

/** The docs and modules, or undefined when the query fails (the build is stopped with its errors). */
export async function queryOutputData({ graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">): Promise<OutputData | undefined> {
  const result = await graphql<{ allDoc: { nodes: OutputDoc[] }; allServiceModule: { nodes: OutputModule[] } }>(`
    query OutputData {
      allDoc(sort: { path: ASC }) {
        nodes {
          path title description body
          serviceModule { version lastChanged ${INPUT_FIELDS} usage { terragrunt { code } } manage { replacement { input effect } beforeDestroy } }
        }
      }
      allServiceModule(sort: { slug: ASC }) { nodes { slug path name description version lastChanged source tagSlugs ${INPUT_FIELDS} } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the docs and modules to write the site's outputs", result.errors);
    return undefined;
  }
  return { docs: result.data.allDoc.nodes, modules: result.data.allServiceModule.nodes };
}
