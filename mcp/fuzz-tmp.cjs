require("./bin/register-ts.cjs");
const { Client } = require("@modelcontextprotocol/sdk/client/index.js");
const { StdioClientTransport } = require("@modelcontextprotocol/sdk/client/stdio.js");
const { CallToolResultSchema, ReadResourceResultSchema, GetPromptResultSchema } = require("@modelcontextprotocol/sdk/types.js");
const { seededRandom, randomValue } = require("../__tests__/e2e/support/mcp.ts");
const TOOLS = ["search_docs", "read_doc", "get_module", "list_modules", "list_sections"];
const ARGS = ["query", "limit", "section", "path_or_url", "name", "category"];
(async () => {
  const transport = new StdioClientTransport({ command: process.execPath, args: [__dirname + "/bin/cairn-docs-mcp.cjs", "--site", __dirname + "/../public"], stderr: "ignore" });
  const client = new Client({ name: "f", version: "1" });
  await client.connect(transport);
  const random = seededRandom(33);
  const any = (l) => l[Math.floor(random() * l.length)];
  const slow = [];
  const t0 = Date.now();
  for (let i = 0; i < 1000; i++) {
    const kind = random();
    let req, desc;
    if (kind < 0.7) {
      const name = random() < 0.85 ? any(TOOLS) : any(["", "search", "read_docs", "../read_doc", "__proto__", "x".repeat(5000)]);
      const args = random() < 0.7 ? Object.fromEntries(ARGS.filter(() => random() < 0.4).map((k) => [k, randomValue(random)])) : randomValue(random);
      desc = ["tool", name.slice(0, 20), JSON.stringify(args).slice(0, 150)];
      req = client.request({ method: "tools/call", params: { name, arguments: args } }, CallToolResultSchema, { timeout: 5000 });
    } else if (kind < 0.8) {
      const p = randomValue(random); desc = ["rawtool", JSON.stringify(p)?.slice(0, 100)];
      req = client.request({ method: "tools/call", params: p }, CallToolResultSchema, { timeout: 5000 });
    } else if (kind < 0.9) {
      const uri = any(["cairn-docs://docs", "cairn-docs://modules/", "file://", "https://evil.example/", ""]) + String(randomValue(random)).slice(0, 2000);
      desc = ["res", uri.slice(0, 100)];
      req = client.request({ method: "resources/read", params: { uri } }, ReadResourceResultSchema, { timeout: 5000 });
    } else {
      const a = randomValue(random); desc = ["prompt", JSON.stringify(a)?.slice(0, 100)];
      req = client.request({ method: "prompts/get", params: { name: any(["write_terragrunt_unit", "answer_from_docs", "nope"]), arguments: a } }, GetPromptResultSchema, { timeout: 5000 });
    }
    const s = Date.now();
    let outcome;
    try { const r = await req; outcome = r.isError ? "toolerr" : "ok"; } catch (e) { outcome = "mcperr " + (e.code ?? e.constructor.name) + " " + String(e.message).slice(0, 80); }
    const ms = Date.now() - s;
    if (ms > 100) slow.push([ms, ...desc, outcome]);
  }
  console.log("total", Date.now() - t0);
  slow.sort((a, b) => b[0] - a[0]);
  console.log(slow.slice(0, 25));
  await client.close();
})();
