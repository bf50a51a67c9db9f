/** versions.yaml becomes one ToolVersion node per tool: the versions `<ToolVersion>` renders. */
import { TOOL_VERSION_NODE_TYPE, nodeKey } from "../schema";
import { validateVersions } from "../../../lib/content/versions";
import { readValidYaml, type SourceContext } from "./source";

export async function sourceVersions(context: SourceContext): Promise<void> {
  const valid = await readValidYaml(context, validateVersions);
  for (const tool of valid?.tools ?? []) {
    context.createChild(TOOL_VERSION_NODE_TYPE, nodeKey(TOOL_VERSION_NODE_TYPE, context.file.relativePath, tool.tool), { ...tool, constraint: tool.constraint ?? null });
  }
}
