/** The plugins a Gatsby config names, as package names. */

/** A plugin as gatsby-config lists it: its package name, or the name with options. */
export type PluginRef = string | { resolve: string; options?: unknown };

/** The package name of each plugin, in the config's order, each once. */
export function pluginNames(plugins: readonly PluginRef[] | undefined): string[] {
  return [...new Set((plugins ?? []).map((plugin) => (typeof plugin === "string" ? plugin : plugin.resolve)))];
}
