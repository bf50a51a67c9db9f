/** An error in a writer's file, located by file and, when known, line and column. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(`${file}${line ? `:${line}${column ? `:${column}` : ""}` : ""}: ${reason}`);
    this.name = "ContentError";
  }
}
