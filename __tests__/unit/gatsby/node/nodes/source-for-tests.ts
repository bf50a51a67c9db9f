/** A content file handed to one kind of source, as onCreateNode hands it (src/gatsby/node/nodes/index.ts), with what it creates and reports kept to read. */
import path from "node:path";
import type { Node, Reporter } from "gatsby";
import { clearContentErrors } from "../../../../../src/gatsby/node/content-errors";
import type { SourceContext } from "../../../../../src/gatsby/node/nodes/source";

export interface SourcedFile {
  context: SourceContext;
  created: { type: string; key: string; fields: Record<string, unknown> }[];
  errors: string[];
}

/** `relativePath` under content/ holding `text`; its earlier content errors are forgotten, as onCreateNode does. */
export function contentFile(relativePath: string, text: string): SourcedFile {
  const shown = `content/${relativePath}`;
  clearContentErrors(shown);
  const created: SourcedFile["created"] = [];
  const errors: string[] = [];
  const node: Node = { id: `file ${relativePath}`, parent: null, children: [], internal: { type: "File", contentDigest: "digest", owner: "gatsby-source-filesystem" } };
  // Sourcing reports a content error through reporter.error alone (src/gatsby/node/content-errors.ts).
  const reporter = { error: (message: string) => errors.push(message) } as unknown as Reporter;
  const context: SourceContext = {
    node,
    file: { relativePath, absolutePath: path.join(process.cwd(), "content", relativePath) },
    shown,
    reporter,
    loadContent: async () => text,
    createChild: (type, key, fields) => created.push({ type, key, fields }),
    // npm start deletes a doc's node when its body, compiled after sourcing, has the writer's error.
    deleteChild: (key) => {
      const at = created.findIndex((child) => child.key === key);
      if (at >= 0) created.splice(at, 1);
    },
  };
  return { context, created, errors };
}
