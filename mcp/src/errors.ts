/**
 * The errors a tool answers with. Each says what went wrong and what to do next, in words an agent
 * can act on (try another path, rebuild the site, check the URL); the server turns them into MCP
 * tool errors and keeps running.
 */

/** The call itself is wrong: a path that is not a page path, an empty query, an unknown section. */
export class InputError extends Error {
  override readonly name = "InputError";
}

/** A page or module that does not exist, with the nearest ones that do. */
export class NotFoundError extends Error {
  override readonly name = "NotFoundError";
  constructor(
    message: string,
    /** The closest matches, best first, as `label (address)` lines. */
    readonly suggestions: readonly string[] = [],
  ) {
    super(suggestions.length > 0 ? `${message}\nDid you mean:\n${suggestions.map((s) => `- ${s}`).join("\n")}` : message);
  }
}

/** The site cannot be read at all: no build in the folder, an unreachable URL, a foreign format. */
export class SiteUnavailableError extends Error {
  override readonly name = "SiteUnavailableError";
}

/** True for the errors this server raises on purpose, whose message is the whole story. */
export function isExpected(error: unknown): error is InputError | NotFoundError | SiteUnavailableError {
  return error instanceof InputError || error instanceof NotFoundError || error instanceof SiteUnavailableError;
}

/** The message to show for any error, unexpected ones included (never a stack trace). */
export function messageOf(error: unknown): string {
  if (isExpected(error)) return error.message;
  const detail = error instanceof Error ? error.message : String(error);
  return `The docs server could not answer this call (${detail}). Other calls still work; if this one keeps failing, report it with the arguments you used.`;
}
