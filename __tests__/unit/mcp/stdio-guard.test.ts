import { PassThrough } from "node:stream";
import { guardStdin } from "../../../mcp/src/stdio-guard";

/** Feeds `chunks` through the guard; returns what reached the transport and what was answered. */
async function run(chunks: (string | Buffer)[], maxLineLength?: number) {
  const input = new PassThrough();
  const output = new PassThrough();
  const answered: string[] = [];
  output.on("data", (chunk: Buffer) => answered.push(...chunk.toString().split("\n").filter(Boolean)));
  const valid = guardStdin(input, output, maxLineLength ? { maxLineLength } : {});
  const passed: string[] = [];
  valid.on("data", (chunk: Buffer) => passed.push(chunk.toString()));
  const ended = new Promise((resolve) => valid.on("end", resolve));
  for (const chunk of chunks) input.write(chunk);
  input.end();
  await ended;
  return { passed: passed.join(""), answered: answered.map((line) => JSON.parse(line)) };
}

const request = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} });

describe("guardStdin", () => {
  it("passes valid messages through whole, even split across chunks and characters", async () => {
    const bytes = Buffer.from(`${request}\n${JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })}\n{"jsonrpc":"2.0","id":2,"method":"x","params":{"q":"€"}}\n`);
    const { passed, answered } = await run([bytes.subarray(0, 10), bytes.subarray(10, bytes.length - 5), bytes.subarray(bytes.length - 5)]);
    expect(passed.split("\n").filter(Boolean)).toHaveLength(3);
    expect(passed).toContain('"q":"€"');
    expect(answered).toEqual([]);
  });

  it("answers a request the SDK would drop with Invalid Request and its id, and bad JSON with Parse error", async () => {
    const { passed, answered } = await run(['{"jsonrpc":"2.0","id":7,"method":"tools/call","params":-1}\n', "{not json\n", '{"jsonrpc":"2.0","method":"x","params":3}\n', "\n", `${request}\n`]);
    expect(answered).toEqual([
      { jsonrpc: "2.0", id: 7, error: { code: -32600, message: expect.stringMatching(/^Invalid Request: /) } },
      { jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error: the message is not valid JSON" } },
    ]);
    expect(passed).toBe(`${request}\n`);
  });

  it("drops a message too long to hold, answering once, and carries on with the next", async () => {
    const { passed, answered } = await run(["x".repeat(60), "y".repeat(60), `z\n${request}\n`], 100);
    expect(answered).toEqual([{ jsonrpc: "2.0", id: null, error: { code: -32600, message: "Invalid Request: the message is longer than 100 characters" } }]);
    expect(passed).toBe(`${request}\n`);
  });

  it("reads a last message that has no line end", async () => {
    expect((await run([request])).passed).toBe(`${request}\n`);
  });
});
