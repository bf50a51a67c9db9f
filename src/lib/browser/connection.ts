/** Whether the reader's connection is one prefetching would hurt: 2g, or data saver on. */
export function isConstrainedConnection(connection: { effectiveType?: string; saveData?: boolean } | undefined): boolean {
  if (!connection) return false;
  return (connection.effectiveType ?? "").includes("2g") || connection.saveData === true;
}
