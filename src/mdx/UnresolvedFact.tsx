/**
 * A fact component whose value could not be read (src/lib/content/facts): the build stops on it,
 * so only `gatsby develop` shows one, under its content error. It shows the reference as written,
 * marked, rather than leaving a gap in the sentence.
 */
import React from "react";
import { describeFact } from "../lib/content/facts";
import type { FactComponent } from "../lib/content/mdx-components";

export function unresolvedFact(component: FactComponent) {
  return function UnresolvedFact(props: Record<string, unknown>) {
    const { children: _children, ...attributes } = props;
    return (
      <mark title="This fact is not in the catalog or versions.yaml; see the content error">
        <code>{describeFact(component, attributes)}</code>
      </mark>
    );
  };
}
