/** Whether the reader's connection is one prefetching would hurt: 2g, or data saver on. */
export function isConstrainedConnection(connection: { effectiveType?: string; saveData?: boolean } | undefined): boolean {
  if (!connection) return false;
  return (connection.effectiveType ?? "").includes("2g") || connection.saveData === true;
}

/**
 * Whether the server answers for a page now: asked over the network (never from the cache), with
 * any answer but a server error (a 404 is the server's own answer, which a full load shows).
 * False when the request fails: offline, or the host unreachable.
 */
export async function serverAnswers(href: string, fetchPage: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchPage(href, { cache: "no-store" });
    return response.status < 500;
  } catch {
    return false;
  }
}
