/**
 * Opens one page in a fresh browser context and weighs what it loads before the network is idle
 * (no interaction: search, zoom and other on-demand code are not counted, as they load later).
 * Shared by the CI budget test and `npm run bench`.
 */
import type { Browser } from "playwright-core";
import { isDeployed, weigh, type PageWeight } from "./page-weight";

/** A page's weight, with what answered: the document's status and the template that rendered it. */
export type WeighedPage = PageWeight & { status: number; template: string | null };

export async function weighPage(browser: Browser, url: string, viewport = { width: 412, height: 823 }): Promise<WeighedPage> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const responses: Promise<{ path: string; body: Uint8Array; resourceType: string } | undefined>[] = [];
  page.on("response", (response) => {
    const request = response.request();
    const path = new URL(response.url()).pathname;
    if (response.status() >= 300 || !isDeployed(path) || !response.url().startsWith(new URL(url).origin)) return;
    responses.push(
      response.body().then(
        (body) => ({ path, body, resourceType: request.resourceType() }),
        () => undefined,
      ),
    );
  });
  const response = await page.goto(url, { waitUntil: "networkidle" });
  const template = await page.evaluate(() => document.body.getAttribute("data-template"));
  const files = (await Promise.all(responses)).filter((f): f is { path: string; body: Uint8Array; resourceType: string } => f !== undefined);
  await context.close();
  return { ...weigh(files), status: response?.status() ?? 0, template };
}
