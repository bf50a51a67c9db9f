/**
 * Where `gatsby build` runs the page queries. Gatsby reads the core count from GATSBY_CPU_COUNT,
 * or counts the machine's cores, and when that count is above one it runs the queries in
 * count − 1 worker processes, then restarts those workers before rendering the HTML (to free
 * their memory). On a machine with two cores that is one worker: no query runs beside another, yet
 * every build pays for the restart, about two seconds of a rebuild here (the fresh worker loads
 * Gatsby's modules while the build waits for it). Counted as one core, Gatsby runs the queries in
 * the build process itself and keeps its one worker for the HTML, as before.
 */

/**
 * The core count to give Gatsby (its GATSBY_CPU_COUNT), or undefined to leave its own: "1" when the
 * machine has at most two cores and nobody set the variable (a value set by the person building
 * always wins).
 * @param current the variable's value in the build's environment
 * @param cores the cores Node can use (os.availableParallelism())
 */
export function gatsbyCoreCount(current: string | undefined, cores: number): string | undefined {
  if (current !== undefined) return undefined;
  return cores <= 2 ? "1" : undefined;
}
