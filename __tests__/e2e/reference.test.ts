/** The service catalog reference, on the ECS cluster page. */
import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { Browser, Page } from "playwright-core";
import { baseUrl, gotoPage, shareBrowser, waitInPage } from "./support/browser";

jest.setTimeout(60_000);

const ECS = "/reference/services/app-orchestration/ecs-cluster/";
const data = parseYaml(fs.readFileSync(path.join(__dirname, "..", "..", "content", "catalog", "app-orchestration", "ecs-cluster.yaml"), "utf8")) as {
  inputs: { name: string; required?: boolean }[];
  outputs: { name: string }[];
};
const optionalInput = data.inputs.filter((i) => !i.required).at(-1)!.name;

let browser: Browser;
shareBrowser((launched) => (browser = launched));

const status = (page: Page) => page.locator("section[aria-labelledby=reference] [role=status]");
const filter = (page: Page) => page.getByRole("searchbox", { name: "Filter" });

describe("a service reference page", () => {
  it("shows the version badge, source and release-notes buttons, and every input and output", async () => {
    const { page, errors } = await gotoPage(browser, ECS);
    expect(await page.getByText(/^Service Catalog Version v0\.110\.2/).count()).toBe(1);
    expect(await page.getByText(/last updated in v\d+\.\d+\.\d+/).count()).toBe(1);
    expect(await page.getByRole("link", { name: "View Source" }).getAttribute("href")).toBe(
      "https://github.com/cairn-io/terraform-aws-service-catalog/tree/v0.110.2/modules/app-orchestration/ecs-cluster",
    );
    expect(await page.getByRole("link", { name: "Release Notes" }).getAttribute("href")).toMatch(/releases\/tag\/v\d/);
    expect(await status(page).textContent()).toBe(`${data.inputs.length} inputs`);
    expect(await page.locator("#inputs-panel [id] > div > a code").count()).toBe(data.inputs.length);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("narrows inputs as the reader types in the filter, updates the count and the URL", async () => {
    const { page } = await gotoPage(browser, ECS);
    await filter(page).fill("instance type");
    await waitInPage(page, () => /^\d+ of \d+ inputs$/.test(document.querySelector("section[aria-labelledby=reference] [role=status]")?.textContent ?? ""));
    const [shown, total] = (await status(page).textContent())!.match(/\d+/g)!.map(Number);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(total);
    expect(await page.locator("#inputs-panel > div > div[id]:visible").count()).toBe(shown);
    expect(page.url()).toContain("filter=instance+type");
    await filter(page).fill("zzzz-no-such-input");
    await page.getByText("No input matches “zzzz-no-such-input”.").waitFor();
    await page.context().close();
  });

  it("shows only required inputs with the required-only toggle", async () => {
    const { page } = await gotoPage(browser, ECS);
    await page.getByRole("checkbox", { name: "Required only" }).check();
    const required = data.inputs.filter((i) => i.required).length;
    expect(await status(page).textContent()).toBe(`${required} of ${data.inputs.length} inputs`);
    expect(await page.locator("#inputs-panel > div > div[id]:visible").count()).toBe(required);
    expect(page.url()).toContain("required=1");
    await page.context().close();
  });

  it("restores a shared filtered view from the URL, outputs tab included", async () => {
    const { page } = await gotoPage(browser, `${ECS}?tab=outputs&filter=arn`);
    expect(await page.getByRole("tab", { name: /Outputs/ }).getAttribute("aria-selected")).toBe("true");
    expect(await filter(page).inputValue()).toBe("arn");
    expect(await status(page).textContent()).toMatch(/^\d+ of \d+ outputs$/);
    await page.context().close();
  });

  it("scrolls to and highlights an input named by the URL's anchor, even when the shared view hides it", async () => {
    const { page } = await gotoPage(browser, `${ECS}?tab=outputs&filter=zzzz#${optionalInput}`);
    const item = page.locator(`[id="${optionalInput}"]`);
    await waitInPage(page, () => document.querySelector('section[aria-labelledby="reference"] [role="tab"][aria-selected="true"]')?.textContent?.startsWith("Inputs") === true);
    expect(await item.isVisible()).toBe(true);
    expect(await item.getAttribute("data-targeted")).toBe("true");
    await page.waitForFunction((id) => {
      const rect = document.getElementById(id)!.getBoundingClientRect();
      return rect.top >= 0 && rect.bottom <= window.innerHeight;
    }, optionalInput);
    await page.context().close();
  });

  it("offers a usage block whose Terraform or Terragrunt choice is remembered across pages", async () => {
    const { page } = await gotoPage(browser, ECS);
    const usage = page.locator("section[aria-labelledby=usage]");
    expect(await usage.getByRole("tab", { name: "Terragrunt" }).getAttribute("aria-selected")).toBe("true");
    expect(await usage.locator("[role=tabpanel]:visible code").textContent()).toContain('include "root"');
    await usage.getByRole("tab", { name: "Terraform" }).click();
    expect(await usage.locator("[role=tabpanel]:visible code").textContent()).toContain('module "ecs_cluster"');
    const sidebar = page.getByRole("navigation", { name: "Docs" });
    await sidebar.getByRole("button", { name: /Data storage/ }).click();
    await sidebar.getByRole("link", { name: /RDS/ }).first().click();
    await page.waitForURL(/\/reference\/services\/data-storage\/rds\//);
    const next = page.locator("section[aria-labelledby=usage]");
    await next.waitFor();
    expect(await next.getByRole("tab", { name: "Terraform" }).getAttribute("aria-selected")).toBe("true");
    await page.reload({ waitUntil: "networkidle" });
    expect(await page.locator("section[aria-labelledby=usage]").getByRole("tab", { name: "Terraform" }).getAttribute("aria-selected")).toBe("true");
    await page.context().close();
  });

  it("publishes the module's data as JSON beside the page", async () => {
    const response = await fetch(`${baseUrl()}/reference/services/app-orchestration/ecs-cluster.json`);
    expect(response.status).toBe(200);
    const json = (await response.json()) as { inputs: unknown[]; outputs: unknown[]; version: string };
    expect(json.inputs).toHaveLength(data.inputs.length);
    expect(json.outputs).toHaveLength(data.outputs.length);
    expect(json.version).toBe("v0.110.2");
  });

  it("lands the navbar's Service Catalog API item on the overview, which links every category", async () => {
    const { page } = await gotoPage(browser, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Service Catalog API" }).click();
    await page.waitForURL(`${baseUrl()}/reference/services/intro/overview/`);
    await page.locator("h1", { hasText: "Cairn Service Catalog" }).waitFor();
    for (const category of ["app-orchestration", "ci-cd-pipeline", "data-storage", "landing-zone", "networking", "security"]) {
      expect(await page.locator(`.markdown a[href^="/reference/services/${category}/"]`).count()).toBeGreaterThan(0);
    }
    await page.context().close();
  });

  it("finds an input by name in search, at the input's anchor", async () => {
    const { page } = await gotoPage(browser, ECS);
    await page.keyboard.press("Control+k");
    await page.locator(".DocSearch-Input").fill("vpc_id");
    await page.locator(".DocSearch-Hit").first().waitFor();
    const hrefs = await page.locator(".DocSearch-Hit a").evaluateAll((links) => links.map((a) => a.getAttribute("data-url")));
    expect(hrefs.some((h) => /\/reference\/services\/.+#vpc_id$/.test(h ?? ""))).toBe(true);
    await page.context().close();
  });
});
