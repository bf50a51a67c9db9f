/** What each kind of source is given, and reading YAML with the file and line in its errors. */
import type { Node, Reporter } from "gatsby";
import { parse as parseYaml, YAMLParseError } from "yaml";
import { reportContentError } from "../content-errors";

export interface ContentFile {
  /** Path under the content folder, e.g. `docs/intro/index.mdx`. */
  relativePath: string;
  absolutePath: string;
}

export interface SourceContext {
  /** The node being processed: the File node, or for a doc its Mdx node. */
  node: Node;
  file: ContentFile;
  /** The file's path as writers see it in messages. */
  shown: string;
  reporter: Reporter;
  /** The processed node's raw content. */
  loadContent(): Promise<string>;
  /** Creates a node of `type` from `fields`, as a child of the node being processed. */
  createChild(type: string, key: string, fields: Record<string, unknown>): void;
  /** Deletes the child made under `key`, if it is there (`npm start`: a doc whose body turned out broken). */
  deleteChild(key: string): void;
}

/** The file's YAML, or undefined when it does not parse (the error is reported with its line). */
export async function readYaml({ shown, reporter, loadContent }: SourceContext): Promise<unknown> {
  try {
    return parseYaml(await loadContent(), { prettyErrors: true, uniqueKeys: true });
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const place = error.linePos?.[0];
      const where = place ? `:${place.line}:${place.col}` : "";
      reportContentError(reporter, shown, `${shown}${where}: invalid YAML: ${error.message.split("\n")[0]}`);
      return undefined;
    }
    throw error;
  }
}

/** Reports every problem of a validated file, one line each. */
export function reportProblems({ shown, reporter }: SourceContext, problems: readonly { where: string; message: string }[]): void {
  reportContentError(reporter, shown, problems.map((p) => `${shown}: ${p.where}: ${p.message}`).join("\n"));
}

/**
 * The file's YAML as `validate` makes it, or undefined when it does not parse or has problems
 * (every one of them reported, with the file and where in it).
 */
export async function readValidYaml<T>(context: SourceContext, validate: (raw: unknown) => T & { problems: readonly { where: string; message: string }[] }): Promise<T | undefined> {
  const raw = await readYaml(context);
  if (raw === undefined) return undefined;
  const result = validate(raw ?? {});
  if (result.problems.length === 0) return result;
  reportProblems(context, result.problems);
  return undefined;
}
