/** tags.yaml becomes one Tag node per registered tag. */
import { TAG_NODE_TYPE, nodeKey } from "../schema";
import { validateTagRegistry } from "../../../lib/content/tags";
import { sitePagePath } from "../../../lib/navigation/paths";
import { siteConfig } from "../../../site-config";
import { readValidYaml, type SourceContext } from "./source";

export async function sourceTags(context: SourceContext): Promise<void> {
  const valid = await readValidYaml(context, validateTagRegistry);
  for (const tag of valid?.tags ?? []) {
    const fields = { ...tag, path: sitePagePath(`/tags/${tag.slug}`, siteConfig.trailingSlash) };
    context.createChild(TAG_NODE_TYPE, nodeKey(TAG_NODE_TYPE, context.file.relativePath, tag.slug), fields);
  }
}
