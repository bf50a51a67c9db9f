/** sidebars.yaml becomes one Sidebar node per named sidebar. */
import { SIDEBAR_NODE_TYPE, nodeKey } from "../schema";
import { validateSidebars } from "../../../lib/navigation/sidebar-source";
import { readValidYaml, type SourceContext } from "./source";

export async function sourceSidebars(context: SourceContext): Promise<void> {
  const valid = await readValidYaml(context, validateSidebars);
  for (const [name, sourceItems] of Object.entries(valid?.sidebars ?? {})) {
    context.createChild(SIDEBAR_NODE_TYPE, nodeKey(SIDEBAR_NODE_TYPE, context.file.relativePath, name), { name, sourceItems });
  }
}
