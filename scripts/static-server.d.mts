/** Serves a built site folder on 127.0.0.1; see static-server.mjs. */
export function serveStatic(
  root: string,
  port?: number,
  options?: { compress?: boolean; trailingSlash?: "always" | "never" | "ignore" },
): Promise<{ url: string; close: () => Promise<void> }>;
