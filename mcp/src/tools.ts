/**
 * The server's tools: each with an input schema the SDK checks before the tool runs, an output
 * schema, and a description that tells an agent when to use it and what to pass. A failing call
 * answers with a tool error saying what to do next; nothing a caller sends stops the server.
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { isExpected, messageOf } from "./errors";
import { formatDoc, formatModule, formatModuleList, formatSearch, formatSections } from "./format";
import { getModule, listModules } from "./modules";
import { readDoc } from "./read-doc";
import { docOutput, moduleListOutput, moduleOutput, searchOutput, sectionsOutput } from "./schemas";
import { SEARCH_SECTIONS, searchDocs } from "./search-docs";
import { listSections } from "./sections";
import type { DocsSite } from "./site";
import { MAX_PATH_LENGTH } from "./site-paths";

/** Results search_docs returns when the call does not say. */
export const DEFAULT_SEARCH_LIMIT = 5;

export type Log = (message: string) => void;

/** Runs a tool's work: its result as text and structured content, or its error as a tool error. */
async function answer<T extends object>(log: Log, tool: string, work: () => Promise<T>, text: (result: T) => string): Promise<CallToolResult> {
  try {
    const result = await work();
    return { content: [{ type: "text", text: text(result) }], structuredContent: Object.fromEntries(Object.entries(result)) };
  } catch (error) {
    // The caller reads the message; the server's log keeps the stack of anything unexpected.
    if (!isExpected(error)) log(`${tool}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return { isError: true, content: [{ type: "text", text: messageOf(error) }] };
  }
}

const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true } as const;

export function registerTools(server: McpServer, site: DocsSite, log: Log): void {
  const openWorldHint = site.reader.baseUrl !== undefined;

  server.registerTool(
    "search_docs",
    {
      title: "Search the Cairn docs",
      description:
        "Search the Cairn documentation (guides, the introduction, and the service catalog reference with every module input and output) with the site's own search engine and ranking. Returns the best pages first, each with its URL, its path for read_doc, and the matching sections with a snippet. Use it first for any question about Cairn, Terraform or Terragrunt usage with Cairn modules, AWS account setup, EKS, VPCs, pipelines or CIS compliance; then read_doc the best page. Works with typos and input names such as num_nat_gateways.",
      inputSchema: {
        query: z.string().min(1).max(500).describe("Words to search for, as a reader would type them: “vpc peering”, “terragrunt dependency”, “enable_deletion_protection”"),
        limit: z.number().int().min(1).max(20).optional().describe(`How many pages to return (default ${DEFAULT_SEARCH_LIMIT})`),
        section: z.enum(SEARCH_SECTIONS).optional().describe("Only pages of this site section"),
      },
      outputSchema: searchOutput,
      annotations: { ...readOnly, openWorldHint },
    },
    ({ query, limit, section }) => answer(log, "search_docs", () => searchDocs(site, { query, limit: limit ?? DEFAULT_SEARCH_LIMIT, section }), (result) => formatSearch(result, section)),
  );

  server.registerTool(
    "read_doc",
    {
      title: "Read a Cairn docs page",
      description:
        "Read one page of the Cairn docs as Markdown, with its title, breadcrumbs, tags and build time; or only one section of it. Pass the page's path (from search_docs or list_sections, e.g. /reference/services/networking/vpc/) or its URL; a URL with #anchor, or `section`, returns that heading's section only. The answer lists the page's section ids. An unknown path answers with the nearest pages.",
      inputSchema: {
        path_or_url: z.string().min(1).max(MAX_PATH_LENGTH).describe("The page's path (/intro/overview/intro-to-cairn/), its URL on the docs site, or its cairn-docs://docs/… URI"),
        section: z.string().min(1).max(300).optional().describe("A heading's id (as listed in `sections`) or its text; omit for the whole page"),
      },
      outputSchema: docOutput,
      annotations: { ...readOnly, openWorldHint },
    },
    ({ path_or_url, section }) => answer(log, "read_doc", () => readDoc(site, { pathOrUrl: path_or_url, section }), formatDoc),
  );

  server.registerTool(
    "get_module",
    {
      title: "Get a service catalog module",
      description:
        "Get one Cairn service catalog module as data: its release version, description, every input (name, Terraform type, default, required, description), every output, and copy-ready Terraform `module` and Terragrunt `terragrunt.hcl` blocks with its required inputs. Use it before writing Terraform or Terragrunt code that deploys a Cairn module. Pass a name such as vpc, eks-cluster or networking/vpc (list_modules lists them).",
      inputSchema: {
        name: z.string().min(1).max(300).describe("The module's name (vpc, EKS Cluster), its slug (networking/vpc), or its reference page's path or URL"),
      },
      outputSchema: moduleOutput,
      annotations: { ...readOnly, openWorldHint },
    },
    ({ name }) => answer(log, "get_module", () => getModule(site, name), formatModule),
  );

  server.registerTool(
    "list_modules",
    {
      title: "List the service catalog modules",
      description: "List the Cairn service catalog modules with their slug, version and a one-line description, grouped by category (networking, data-storage, app-orchestration, …). Use get_module for one module's inputs, outputs and usage.",
      inputSchema: {
        category: z.string().min(1).max(100).optional().describe("Only this category, e.g. networking"),
      },
      outputSchema: moduleListOutput,
      annotations: { ...readOnly, openWorldHint },
    },
    ({ category }) => answer(log, "list_modules", () => listModules(site, category), (result) => formatModuleList(result, category)),
  );

  server.registerTool(
    "list_sections",
    {
      title: "Browse the Cairn docs",
      description: "List the docs' sidebars as trees of pages (Intro, Guides and its guide families, the service catalog, Reference), each page with its path for read_doc. Use it to browse a topic or to see what the docs cover.",
      inputSchema: {},
      outputSchema: sectionsOutput,
      annotations: { ...readOnly, openWorldHint },
    },
    () => answer(log, "list_sections", () => listSections(site), formatSections),
  );
}
