/**
 * Sits between standard input and the SDK's stdio transport. The transport drops a line that is
 * not valid JSON-RPC (bad JSON, `params` that is not an object, …) without answering, so the
 * client waits for its timeout; here each such request gets its JSON-RPC error at once (Parse
 * error, or Invalid Request with the request's id), and only valid messages reach the transport.
 * A line longer than `maxLineLength` is answered and dropped instead of being held in memory.
 */
import { PassThrough, type Readable, type Writable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";

/** JSON-RPC 2.0's error codes for a message that cannot be read. */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;

/** Longest message accepted, in characters: far above any real call (a tool's arguments are a few kilobytes). */
export const MAX_LINE_LENGTH = 8 * 1024 * 1024;

type Id = string | number | null;

function idOf(value: unknown): Id {
  if (typeof value !== "object" || value === null || !("id" in value)) return null;
  const { id } = value;
  return typeof id === "string" || typeof id === "number" ? id : null;
}

const isNotification = (value: unknown) => typeof value === "object" && value !== null && "method" in value && !("id" in value);

/** Standard input with invalid messages answered on `output` and taken out. */
export function guardStdin(input: Readable, output: Writable, { maxLineLength = MAX_LINE_LENGTH } = {}): Readable {
  const valid = new PassThrough();
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let skipping = false;

  const reply = (id: Id, code: number, message: string) => output.write(`${JSON.stringify({ jsonrpc: "2.0", id, error: { code, message } })}\n`);

  function handle(line: string): void {
    const text = line.endsWith("\r") ? line.slice(0, -1) : line;
    if (!text.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      reply(null, PARSE_ERROR, "Parse error: the message is not valid JSON");
      return;
    }
    const checked = JSONRPCMessageSchema.safeParse(value);
    if (checked.success) {
      valid.write(`${text}\n`);
      return;
    }
    // A notification expects no answer, even an error.
    if (isNotification(value)) return;
    const issue = checked.error.issues[0];
    reply(idOf(value), INVALID_REQUEST, `Invalid Request: ${issue ? `${issue.path.join(".") || "the message"}: ${issue.message}` : "not a JSON-RPC 2.0 message"}`);
  }

  input.on("data", (chunk: Buffer | string) => {
    pending += typeof chunk === "string" ? chunk : decoder.write(chunk);
    for (let end = pending.indexOf("\n"); end !== -1; end = pending.indexOf("\n")) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 1);
      if (skipping) skipping = false;
      else handle(line);
    }
    if (pending.length > maxLineLength) {
      if (!skipping) reply(null, INVALID_REQUEST, `Invalid Request: the message is longer than ${maxLineLength} characters`);
      skipping = true;
      pending = "";
    }
  });
  input.on("end", () => {
    if (!skipping) handle(pending + decoder.end());
    valid.end();
  });
  input.on("error", (error) => valid.destroy(error));
  return valid;
}
