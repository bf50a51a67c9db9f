/** Which tab a Tabs block shows. */

export interface TabOption {
  value: string;
  label: string;
  isDefault: boolean;
}

/**
 * The selected value: the reader's stored choice for the group when this block has that value,
 * else the tab marked `default`, else the first tab.
 */
export function selectTab(options: readonly TabOption[], storedChoice: string | null | undefined): string | undefined {
  if (storedChoice && options.some((o) => o.value === storedChoice)) return storedChoice;
  return (options.find((o) => o.isDefault) ?? options[0])?.value;
}

/** The tab a key press moves to in a tab list (Left/Right wrap, Home/End), or undefined. */
export function tabAfterKey<V extends string>(values: readonly V[], current: string, key: string): V | undefined {
  const index = values.findIndex((value) => value === current);
  if (index === -1 || values.length === 0) return undefined;
  switch (key) {
    case "ArrowRight":
      return values[(index + 1) % values.length];
    case "ArrowLeft":
      return values[(index - 1 + values.length) % values.length];
    case "Home":
      return values[0];
    case "End":
      return values[values.length - 1];
    default:
      return undefined;
  }
}
