/**
 * Stands in for `algoliasearch/lite` in a build without hosted search keys (src/gatsby/node/webpack.ts).
 *
 * DocSearch creates Algolia's client when the modal opens, whichever backend answers; over the
 * embedded index every search goes through `transformSearchClient` (lib/search/client) and the
 * client never sends a request, so its 6 KB gzip of transport code would be downloaded for nothing.
 * DocSearch reads the client's agent string and adds its own; any search that reaches this client
 * is a wiring mistake, and fails with this error rather than silently.
 */
export function liteClient(appId: string) {
  const algoliaAgent = { value: "cairn-embedded" };
  return {
    appId,
    transporter: { algoliaAgent },
    addAlgoliaAgent(segment: string, version?: string): void {
      algoliaAgent.value += `; ${segment}${version ? ` (${version})` : ""}`;
    },
    search(): Promise<never> {
      return Promise.reject(new Error("This build has no hosted search keys: searches are answered by the embedded index (lib/search/client)"));
    },
  };
}
