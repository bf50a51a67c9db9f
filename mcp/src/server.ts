/**
 * The MCP server over one built site: its tools, resources and prompts on the official SDK's
 * server, and the site reader its options choose.
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { siteConfig } from "../../src/site-config";
import type { ServerOptions } from "./cli";
import { createDiskCache } from "./disk-cache";
import { createFolderReader } from "./folder-reader";
import { createHttpReader } from "./http-reader";
import { registerPrompts } from "./prompts";
import type { SiteReader } from "./reader";
import { registerResources } from "./resources";
import { createDocsSite, type DocsSite } from "./site";
import { registerTools, type Log } from "./tools";

/** The server's name and version, as clients show them. */
export const SERVER_INFO = { name: "cairn-docs-mcp", title: "Cairn Docs", version: "1.0.0" };

/** Largest number of array elements and object members one call's arguments may hold (the SDK refuses more). */
const MAX_ARGUMENT_ELEMENTS = 100;

const INSTRUCTIONS = `Cairn Docs: the documentation of Cairn, which teaches how to deploy and manage AWS infrastructure as code with Terraform, Terragrunt, Packer, Docker and Kubernetes, and the reference of its service catalog modules.
Use search_docs to find pages (the site's own search), read_doc to read one (or one section), get_module for a module's inputs, outputs and copy-ready Terraform or Terragrunt blocks, list_modules and list_sections to browse. Cite the URLs the tools return.`;

export function createReader(options: ServerOptions, log: Log): SiteReader {
  if (options.site.kind === "folder") {
    return createFolderReader(options.site.folder, { onRead: options.verbose ? (file) => log(`read ${file}`) : undefined });
  }
  const cache = options.cacheDir ? createDiskCache(options.cacheDir) : undefined;
  // Keeping the cache small is housekeeping: it never delays the first answer.
  cache?.prune(options.cacheMaxMegabytes * 1024 * 1024).catch((error: unknown) => log(`cache: ${String(error)}`));
  return createHttpReader(options.site.url, {
    cache,
    ttlMs: options.cacheTtlSeconds * 1000,
    onRead: options.verbose ? (url, source) => log(`read ${url} (${source})`) : undefined,
  });
}

export function createSite(options: ServerOptions, log: Log): DocsSite {
  return createDocsSite(createReader(options, log), options.siteUrl ?? siteConfig.url);
}

export function createDocsServer(site: DocsSite, log: Log): McpServer {
  const server = new McpServer(SERVER_INFO, { instructions: INSTRUCTIONS, maxToolInputElements: MAX_ARGUMENT_ELEMENTS });
  registerTools(server, site, log);
  registerResources(server, site, log);
  registerPrompts(server, site, log);
  return server;
}
