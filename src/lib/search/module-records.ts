/** Search records for a service module's inputs and outputs, so `vpc_id` finds the input's anchor. */
import type { CatalogInput, CatalogOutput } from "../content/catalog";
import type { SearchRecord } from "./records";
import { outputAnchor } from "../navigation/reference-filter";

interface ModuleForSearch {
  name: string;
  path: string;
  inputs: CatalogInput[];
  outputs: CatalogOutput[];
}

export function moduleSearchRecords(module: ModuleForSearch, lvl0 = "Service Catalog API"): SearchRecord[] {
  const record = (kind: "Inputs" | "Outputs", item: { name: string; description: string }): SearchRecord => ({
    id: `${module.path}#${kind === "Inputs" ? item.name : outputAnchor(item.name)}`,
    url: `${module.path}#${kind === "Inputs" ? item.name : outputAnchor(item.name)}`,
    type: "lvl3",
    lvl0,
    lvl1: module.name,
    lvl2: kind,
    lvl3: item.name,
    content: item.description,
  });
  return [...module.inputs.map((i) => record("Inputs", i)), ...module.outputs.map((o) => record("Outputs", o))];
}
