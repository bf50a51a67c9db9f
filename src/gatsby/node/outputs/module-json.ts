/** Each module's data, published beside its page for tools: /reference/services/<category>/<service>.json. */
import { inputsFromQuery, outputsFromQuery } from "../../../lib/content/catalog";
import { siteConfig } from "../../../site-config";
import type { OutputModule } from "./data";
import { writePublicFile } from "./write";

export function writeModuleJson(publicDir: string, modules: readonly OutputModule[]): void {
  for (const { tagSlugs, inputs, outputs, ...module } of modules) {
    const data = { ...module, inputs: inputsFromQuery(inputs), outputs: outputsFromQuery(outputs), tags: tagSlugs, url: `${siteConfig.url}${module.path}` };
    writePublicFile(publicDir, `/reference/services/${module.slug}.json`, JSON.stringify(data, null, 2));
  }
}
