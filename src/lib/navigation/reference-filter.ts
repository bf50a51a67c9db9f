/**
 * The reference section's view: which tab, which filter text, required-only or not, kept in the
 * URL so a filtered view can be shared; and which view reveals an anchored input or output.
 */
export type ReferenceTab = "inputs" | "outputs";

export interface ReferenceView {
  tab: ReferenceTab;
  filter: string;
  requiredOnly: boolean;
}

export const DEFAULT_VIEW: ReferenceView = { tab: "inputs", filter: "", requiredOnly: false };

export function readView(search: string): ReferenceView {
  const params = new URLSearchParams(search);
  return {
    tab: params.get("tab") === "outputs" ? "outputs" : "inputs",
    filter: (params.get("filter") ?? "").slice(0, 100),
    requiredOnly: params.get("required") === "1",
  };
}

/** The query string for a view, keeping other parameters; empty values are left out. */
export function writeView(search: string, view: ReferenceView): string {
  const params = new URLSearchParams(search);
  params.delete("tab");
  params.delete("filter");
  params.delete("required");
  if (view.tab !== "inputs") params.set("tab", view.tab);
  if (view.filter) params.set("filter", view.filter);
  if (view.requiredOnly) params.set("required", "1");
  const query = params.toString();
  return query ? `?${query}` : "";
}

interface Named {
  name: string;
  description: string;
  required?: boolean;
}

/** Items whose name or description contain every word of the filter (case-insensitive). */
export function filterItems<T extends Named>(items: readonly T[], filter: string, requiredOnly = false): T[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (requiredOnly && item.required === false) return false;
    const haystack = `${item.name} ${item.description}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * Anchors: an input is `#<name>`; an output is `#output-<name>`, since modules often have an input
 * and an output of the same name (`cluster_name`).
 */
export function outputAnchor(name: string): string {
  return `output-${name}`;
}

/** The view that shows the input or output named by an anchor, or undefined if there is none. */
export function viewForAnchor(anchor: string, inputs: readonly Named[], outputs: readonly Named[], current: ReferenceView): ReferenceView | undefined {
  const input = inputs.find((i) => i.name === anchor);
  if (input) {
    const hidden = (current.requiredOnly && input.required === false) || filterItems([input], current.filter).length === 0;
    return { tab: "inputs", filter: hidden ? "" : current.filter, requiredOnly: hidden ? false : current.requiredOnly };
  }
  const output = outputs.find((o) => outputAnchor(o.name) === anchor);
  if (output) {
    const hidden = filterItems([output], current.filter).length === 0;
    return { tab: "outputs", filter: hidden ? "" : current.filter, requiredOnly: current.requiredOnly };
  }
  return undefined;
}

/** "12 of 49 inputs" */
export function countLabel(shown: number, total: number, noun: string): string {
  const plural = total === 1 ? noun : `${noun}s`;
  return shown === total ? `${total} ${plural}` : `${shown} of ${total} ${plural}`;
}
