/** content/catalog/<category>/<service>.yaml becomes a ServiceModule node, with its usage highlighted. */
import { SERVICE_MODULE_NODE_TYPE, nodeKey } from "../schema";
import { reportContentError } from "../content-errors";
import { validateCatalogModule } from "../../../lib/content/catalog";
import { highlightCode } from "../../../lib/content/highlight";
import { servicePagePath } from "../../../lib/content/service-pages";
import { terraformUsage, terragruntUsage } from "../../../lib/content/usage";
import { sitePagePath } from "../../../lib/navigation/paths";
import { siteConfig } from "../../../site-config";
import { readYaml, reportProblems, type SourceContext } from "./source";

const highlighted = (code: string) => ({ code, lines: highlightCode(code, "hcl") });

export async function sourceCatalogModule(context: SourceContext): Promise<void> {
  const { file, shown, reporter } = context;
  const match = /^catalog\/([a-z0-9-]+)\/([a-z0-9-]+)\.ya?ml$/.exec(file.relativePath);
  if (!match) {
    reportContentError(reporter, shown, `${shown}: catalog files live at content/catalog/<category>/<service>.yaml`);
    return;
  }
  const raw = await readYaml(context);
  if (raw === undefined) return;
  const { module, problems } = validateCatalogModule(raw);
  if (!module) {
    reportProblems(context, problems);
    return;
  }
  const [, category, service] = match;
  const { tags, ...data } = module;
  const slug = `${category}/${service}`;
  context.createChild(SERVICE_MODULE_NODE_TYPE, nodeKey(SERVICE_MODULE_NODE_TYPE, file.relativePath), {
    ...data,
    tagSlugs: tags,
    slug,
    category,
    service,
    path: sitePagePath(servicePagePath(slug), siteConfig.trailingSlash),
    usage: { terraform: highlighted(terraformUsage(module)), terragrunt: highlighted(terragruntUsage(module)) },
    sourcePath: shown,
  });
}
