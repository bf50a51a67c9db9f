#!/usr/bin/env node
/**
 * `npx cairn-docs-mcp` or `npm run mcp`: the MCP server over a built Cairn Docs site
 * (docs/mcp.md). Loads the server's TypeScript through ./register-ts.cjs.
 */
"use strict";
require("./register-ts.cjs");

require("../src/main.ts")
  .main(process.argv.slice(2))
  .catch((error) => {
    process.stderr.write(`[cairn-docs-mcp] could not start: ${error && error.stack ? error.stack : String(error)}\n`);
    process.exit(1);
  });
