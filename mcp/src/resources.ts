/**
 * Resources: every doc as `cairn-docs://docs/<path>` (its Markdown) and every service module as
 * `cairn-docs://modules/<category>/<service>` (its data as JSON), listed from the built site so a
 * client can attach a page to a conversation without a tool call.
 */
import { ResourceTemplate, type McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { InputError, isExpected, messageOf, NotFoundError } from "./errors";
import { allModules, getModule } from "./modules";
import { docMarkdown } from "./read-doc";
import type { DocsSite } from "./site";
import { DOC_RESOURCE_PREFIX, toSitePath } from "./site-paths";
import type { Log } from "./tools";

export const MODULE_RESOURCE_PREFIX = "cairn-docs://modules";

/** JSON-RPC's code for a resource that does not exist (MCP specification, "Resources", error handling). */
const RESOURCE_NOT_FOUND = -32002;

/** A failed read as the protocol error a client expects, with the tool's message. */
function protocolError(error: unknown, log: Log, uri: string): McpError {
  if (!isExpected(error)) log(`resource ${uri}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  const code = error instanceof NotFoundError ? RESOURCE_NOT_FOUND : error instanceof InputError ? ErrorCode.InvalidParams : ErrorCode.InternalError;
  return new McpError(code, messageOf(error));
}

/** A listing that cannot be made (no build yet) is empty: the tools say why, and clients list at connect. */
async function listOrNothing<T>(log: Log, what: string, list: () => Promise<T[]>): Promise<T[]> {
  try {
    return await list();
  } catch (error) {
    log(`resources/list (${what}): ${messageOf(error)}`);
    return [];
  }
}

export function registerResources(server: McpServer, site: DocsSite, log: Log): void {
  server.registerResource(
    "doc",
    new ResourceTemplate(`${DOC_RESOURCE_PREFIX}{+path}`, {
      list: async () => ({
        resources: await listOrNothing(log, "docs", async () => {
          await site.ready();
          return (await site.pages()).map((page) => ({ uri: `${DOC_RESOURCE_PREFIX}${page.path}`, name: page.path, title: page.title, description: page.description, mimeType: "text/markdown" }));
        }),
      }),
      complete: {
        path: async (value) => (await listOrNothing(log, "docs", () => site.pages())).map((page) => page.path).filter((path) => path.startsWith(value)).slice(0, 100),
      },
    }),
    { title: "Cairn docs page", description: "A page of the Cairn docs as Markdown, by its path on the site.", mimeType: "text/markdown" },
    async (uri) => {
      try {
        const { path } = toSitePath(uri.href, site.origins);
        return { contents: [{ uri: `${DOC_RESOURCE_PREFIX}${path}`, mimeType: "text/markdown", text: await docMarkdown(site, path) }] };
      } catch (error) {
        throw protocolError(error, log, uri.href);
      }
    },
  );

  server.registerResource(
    "module",
    new ResourceTemplate(`${MODULE_RESOURCE_PREFIX}/{category}/{service}`, {
      list: async () => ({
        resources: await listOrNothing(log, "modules", async () =>
          (await allModules(site)).map((module) => ({ uri: `${MODULE_RESOURCE_PREFIX}/${module.slug}`, name: module.slug, title: module.name, description: module.description, mimeType: "application/json" })),
        ),
      }),
    }),
    { title: "Cairn service catalog module", description: "A service module's version, inputs, outputs and usage blocks as JSON.", mimeType: "application/json" },
    async (uri, { category, service }) => {
      try {
        const module = await getModule(site, `${String(category)}/${String(service)}`);
        return { contents: [{ uri: `${MODULE_RESOURCE_PREFIX}/${module.slug}`, mimeType: "application/json", text: JSON.stringify(module, null, 2) }] };
      } catch (error) {
        throw protocolError(error, log, uri.href);
      }
    },
  );
}

/** Module slugs and names for completing a prompt's `module` argument. */
export async function moduleNames(site: DocsSite, prefix: string): Promise<string[]> {
  const modules = await allModules(site).catch(() => []);
  const wanted = prefix.toLowerCase();
  return modules
    .map((module) => module.slug)
    .filter((slug) => slug.includes(wanted))
    .slice(0, 100);
}
