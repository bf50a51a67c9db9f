/** sidebars.yaml becomes one Sidebar node per named sidebar. */
import { SIDEBAR_NODE_TYPE, nodeKey } from "../schema";
import { validateSidebars } from "../../../lib/navigation/sidebars";
import { readYaml, reportProblems, type SourceContext } from "./source";

export async function sourceSidebars(context: SourceContext): Promise<void> {
  const raw = await readYaml(context);
  if (raw === undefined) return;
  const { sidebars, problems } = validateSidebars(raw ?? {});
  if (problems.length > 0) {
    reportProblems(context, problems);
    return;
  }
  for (const [name, sourceItems] of Object.entries(sidebars)) {
    context.createChild(SIDEBAR_NODE_TYPE, nodeKey(SIDEBAR_NODE_TYPE, context.file.absolutePath, name), { name, sourceItems });
  }
}
