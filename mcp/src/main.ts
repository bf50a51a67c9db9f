/**
 * `cairn-docs-mcp`: starts the server on stdio. Standard output carries the protocol only; every
 * message for people goes to standard error, which MCP clients show in their logs.
 */
import path from "node:path";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { parseArgs, USAGE, UsageError } from "./cli";
import { messageOf } from "./errors";
import { createDocsServer, createSite } from "./server";
import { guardStdin } from "./stdio-guard";

const log = (message: string) => process.stderr.write(`[cairn-docs-mcp] ${message}\n`);

export async function main(argv: readonly string[]): Promise<void> {
  // Anything a dependency prints must not corrupt the protocol on stdout.
  console.log = console.info = console.debug = (...args: unknown[]) => console.error(...args);
  let options;
  try {
    options = parseArgs(argv, process.env, path.join(__dirname, "..", "..", "public"));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  if (options === "help") {
    process.stderr.write(`${USAGE}\n`);
    return;
  }
  // A fault in one call must not end the session: log it and keep serving.
  process.on("unhandledRejection", (reason) => log(`unexpected: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`));
  process.on("uncaughtException", (error) => log(`unexpected: ${error.stack ?? error.message}`));

  const site = createSite(options, log);
  const server = createDocsServer(site, log);
  await server.connect(new StdioServerTransport(guardStdin(process.stdin, process.stdout), process.stdout));
  log(`serving ${site.reader.location}${options.site.kind === "url" ? (options.cacheDir ? ` (cache ${options.cacheDir}, ${options.cacheTtlSeconds} s)` : " (no cache)") : ""}`);
  // Say at once when there is nothing to serve; every tool call says it again until it is fixed.
  site.ready().catch((error: unknown) => log(messageOf(error)));
  const close = () => {
    server.close().finally(() => process.exit(0));
  };
  process.stdin.on("end", close);
  process.on("SIGINT", close);
  process.on("SIGTERM", close);
}
