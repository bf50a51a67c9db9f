/**
 * The docs versions as nodes (`allDocsVersion`), from src/site-config.ts: one, Next. Gatsby keeps
 * only the nodes sourced again in each run, so every run creates them (they are unchanged unless
 * the configuration is).
 */
import type { GatsbyNode } from "gatsby";
import { isLastVersion } from "../../../lib/navigation/versions";
import { siteConfig } from "../../../site-config";
import { DOCS_VERSION_NODE_TYPE } from "../schema-site";

export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest }) => {
  const versions = [siteConfig.docsVersion];
  for (const version of versions) {
    const fields = { ...version, isLast: isLastVersion(version, versions) };
    actions.createNode({
      ...fields,
      id: createNodeId(`${DOCS_VERSION_NODE_TYPE} >>> ${version.name}`),
      parent: null,
      children: [],
      internal: { type: DOCS_VERSION_NODE_TYPE, contentDigest: createContentDigest(fields) },
    });
  }
};
