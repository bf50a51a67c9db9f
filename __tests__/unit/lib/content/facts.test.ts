import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { buildFactTable, describeFact, factProblems, factSources, factValues, formatDefault, resolveFact, resolveFacts, type FactReference, type FactTable, type ModuleFactSource } from "../../../../src/lib/content/facts";
import { scanFactReferences } from "../../../../src/lib/content/fact-scan";
import { compileDoc } from "../../../../src/gatsby/node/compile";
import { docToMarkdown } from "../../../../src/lib/build/markdown";
import { readContentFacts } from "../../../../scripts/content-checks/facts-from-disk";
import type { TreeElement, TreeRoot } from "../../../../src/lib/content/hast";
import type { ToolVersionDefinition } from "../../../../src/lib/content/versions";

const root: ModuleFactSource = {
  slug: "landing-zone/account-baseline-root",
  path: "/reference/services/landing-zone/account-baseline-root/",
  version: "v0.110.2",
  sourcePath: "content/catalog/landing-zone/account-baseline-root.yaml",
  inputs: [
    { name: "cloudtrail_trail_name", type: "string", description: "Name of the trail.", required: false, default: "cairn-org-trail", sensitive: false },
    { name: "enabled_regions", type: "list(string)", description: "Regions.", required: false, default: ["us-east-1", "eu-west-1"], sensitive: false },
    { name: "tags", type: "map(string)", description: "Tags.", required: false, default: { team: "platform", "cost-center": "42" }, sensitive: false },
    { name: "security_account_id", type: "string", description: "The security account.", required: true, sensitive: false },
    { name: "kms_key_arn", type: "string", description: "A key.", required: false, default: null, sensitive: false },
  ],
};
const vpc = (category: string): ModuleFactSource => ({ slug: `${category}/vpc`, path: `/reference/services/${category}/vpc/`, version: "v0.110.2", inputs: [] });
const tools: ToolVersionDefinition[] = [
  { tool: "terragrunt", label: "Terragrunt", version: "0.68.14", constraint: ">= 0.68.0" },
  { tool: "kubernetes", label: "Kubernetes (Amazon EKS)", version: "1.33" },
];
const table = buildFactTable([root, vpc("networking")], tools);

const el = (tagName: string, properties: Record<string, string | boolean>, children: TreeRoot["children"] = []): TreeElement => ({ type: "element", tagName, properties, children });
const text = (value: string) => ({ type: "text" as const, value });

describe("a fact component", () => {
  it("renders a module input's default as inline code, a string without quotes", () => {
    expect(resolveFact(table, "ModuleDefault", { module: "account-baseline-root", input: "cloudtrail_trail_name" })).toEqual({ node: el("code", {}, [text("cairn-org-trail")]), value: "cairn-org-trail" });
  });

  it("renders other defaults as HCL on one line", () => {
    expect(formatDefault(["us-east-1", "eu-west-1"])).toBe('["us-east-1", "eu-west-1"]');
    expect(formatDefault({ team: "platform", "cost-center": "42" })).toBe('{ team = "platform", cost-center = "42" }');
    expect(formatDefault(null)).toBe("null");
    expect(formatDefault(false)).toBe("false");
    expect(formatDefault(3)).toBe("3");
    expect(formatDefault({})).toBe("{}");
  });

  it("finds a module by its category/service slug or by its service name alone", () => {
    const bySlug = resolveFact(table, "ModuleVersion", { module: "landing-zone/account-baseline-root" });
    expect(bySlug).toEqual({ node: text("v0.110.2"), value: "v0.110.2" });
    expect(resolveFact(table, "ModuleVersion", { module: "account-baseline-root" })).toEqual(bySlug);
  });

  it("renders an input's name as code linked to its entry on the module's reference page, unlinked inside a link", () => {
    const props = { module: "account-baseline-root", input: "enabled_regions" };
    expect(resolveFact(table, "ModuleInput", props)).toMatchObject({ node: el("a", { href: "/reference/services/landing-zone/account-baseline-root/#enabled_regions" }, [el("code", {}, [text("enabled_regions")])]) });
    expect(resolveFact(table, "ModuleInput", props, { insideLink: true })).toMatchObject({ node: el("code", {}, [text("enabled_regions")]) });
  });

  it("renders a tool's version as text and its constraint as code", () => {
    expect(resolveFact(table, "ToolVersion", { tool: "terragrunt" })).toEqual({ node: text("0.68.14"), value: "0.68.14" });
    expect(resolveFact(table, "ToolVersion", { tool: "terragrunt", constraint: true })).toEqual({ node: el("code", {}, [text(">= 0.68.0")]), value: ">= 0.68.0" });
  });

  it("names the attribute at fault and suggests the nearest name", () => {
    expect(resolveFact(table, "ModuleDefault", { module: "account-baseline-root", input: "cloudtrail_name" })).toEqual({
      prop: "input",
      problem: '"cloudtrail_name" is not an input of landing-zone/account-baseline-root (content/catalog/landing-zone/account-baseline-root.yaml); did you mean "cloudtrail_trail_name"?',
    });
    expect(resolveFact(table, "ModuleVersion", { module: "account-baseline-rot" })).toEqual({ prop: "module", problem: 'no catalog module "account-baseline-rot"; did you mean "account-baseline-root"?' });
    expect(resolveFact(table, "ToolVersion", { tool: "terragrunnt" })).toEqual({ prop: "tool", problem: 'no tool "terragrunnt" in content/versions.yaml; did you mean "terragrunt"?' });
  });

  it("refuses a default of a required input, a constraint a tool has not, missing and unknown attributes", () => {
    expect(resolveFact(table, "ModuleDefault", { module: "account-baseline-root", input: "security_account_id" })).toMatchObject({ prop: "input", problem: expect.stringContaining("is required, so it has no default") });
    expect(resolveFact(table, "ToolVersion", { tool: "kubernetes", constraint: true })).toEqual({ prop: "constraint", problem: "content/versions.yaml gives kubernetes no constraint" });
    expect(resolveFact(table, "ToolVersion", { tool: "terragrunt", constraint: "yes" })).toMatchObject({ prop: "constraint" });
    expect(resolveFact(table, "ModuleDefault", { module: "account-baseline-root" })).toEqual({ prop: "input", problem: 'expected the attribute input="…"' });
    expect(resolveFact(table, "ModuleVersion", { module: "vpc", version: "1" })).toEqual({ prop: "version", problem: "unknown attribute; <ModuleVersion> takes module" });
  });

  it("asks for category/service when two categories have a module of that name", () => {
    const twice = buildFactTable([vpc("networking"), vpc("legacy")], []);
    expect(resolveFact(twice, "ModuleVersion", { module: "vpc" })).toEqual({ prop: "module", problem: '"vpc" is the name of modules in more than one category; write it as category/service' });
    expect(resolveFact(twice, "ModuleVersion", { module: "legacy/vpc" })).toMatchObject({ value: "v0.110.2" });
  });

  it("is described as written", () => {
    expect(describeFact("ToolVersion", { tool: "terraform", constraint: true })).toBe('<ToolVersion tool="terraform" constraint />');
  });
});

describe("a compiled body's facts", () => {
  const body: TreeRoot = {
    type: "root",
    children: [
      el("p", {}, [text("Terragrunt "), el("ToolVersion", { tool: "terragrunt" }), text(" names the trail "), el("ModuleDefault", { module: "account-baseline-root", input: "cloudtrail_trail_name" }), text(".")]),
      el("p", {}, [el("a", { href: "/x/" }, [el("ModuleInput", { module: "account-baseline-root", input: "enabled_regions" })])]),
      el("p", {}, [text("No facts here.")]),
    ],
  };

  it("are replaced by their values, and the parts without facts are shared, not copied", () => {
    const resolved = resolveFacts(body, table);
    expect(resolved.children[0]).toEqual(el("p", {}, [text("Terragrunt 0.68.14 names the trail "), el("code", {}, [text("cairn-org-trail")]), text(".")]));
    expect(resolved.children[1]).toEqual(el("p", {}, [el("a", { href: "/x/" }, [el("code", {}, [text("enabled_regions")])])]));
    expect(resolved.children[2]).toBe(body.children[2]);
    expect(resolveFacts({ type: "root", children: [body.children[2]] }, table).children[0]).toBe(body.children[2]);
  });

  it("that do not resolve stay as written, for the renderer to show under the error", () => {
    const broken: TreeRoot = { type: "root", children: [el("ToolVersion", { tool: "packer" })] };
    expect(resolveFacts(broken, table)).toEqual(broken);
  });
});

describe("the facts of every doc", () => {
  const ref = (component: FactReference["component"], props: FactReference["props"], line: number): FactReference => ({ component, props, line, column: 5 });
  const docs = [
    { sourcePath: "content/docs/a.mdx", factReferences: [ref("ToolVersion", { tool: "terragrunt" }, 3), ref("ModuleDefault", { module: "account-baseline-root", input: "cloudtrail_name" }, 9)] },
    { sourcePath: "content/docs/b.mdx", factReferences: null },
  ];

  it("are checked, each problem naming the file, line, column, the reference and the attribute", () => {
    expect(factProblems(docs, table)).toEqual([
      'content/docs/a.mdx:9:5: <ModuleDefault module="account-baseline-root" input="cloudtrail_name" />: attribute "input": "cloudtrail_name" is not an input of landing-zone/account-baseline-root (content/catalog/landing-zone/account-baseline-root.yaml); did you mean "cloudtrail_trail_name"?',
    ]);
  });

  it("give the values they render, which change when the data does", () => {
    const refs = [ref("ToolVersion", { tool: "terragrunt" }, 3), ref("ModuleDefault", { module: "account-baseline-root", input: "cloudtrail_trail_name" }, 4)];
    expect(factValues(refs, table)).toEqual(["0.68.14", "cairn-org-trail"]);
    const renamed = buildFactTable([{ ...root, inputs: root.inputs.map((i) => (i.name === "cloudtrail_trail_name" ? { ...i, default: "acme-org-trail" } : i)) }], tools);
    expect(factValues(refs, renamed)).toEqual(["0.68.14", "acme-org-trail"]);
    expect(factValues(undefined, table)).toEqual([]);
  });

  it("name the modules and tools they read", () => {
    expect(factSources(docs[0].factReferences)).toEqual({ modules: ["account-baseline-root"], tools: ["terragrunt"] });
  });
});

describe("a fact the content states on several pages", () => {
  // The real content: the EKS reference and the EKS design page both state the endpoint's default.
  const contentDir = path.join(__dirname, "../../../../content");
  const files = ["docs/reference/services/app-orchestration/eks-cluster.mdx", "docs/guides/build-it-yourself/kubernetes-cluster/production-grade-design.mdx"];
  const facts = readContentFacts(contentDir);
  const eks = facts.modules.find((m) => m.slug === "app-orchestration/eks-cluster")!;
  const withInput = (change: (input: ModuleFactSource["inputs"][number]) => ModuleFactSource["inputs"][number]) =>
    buildFactTable([...facts.modules.filter((m) => m !== eks), { ...eks, inputs: eks.inputs.map((i) => (i.name === "endpoint_public_access" ? change(i) : i)) }], facts.tools);

  async function pages(table: FactTable): Promise<string[]> {
    return Promise.all(
      files.map(async (file) => {
        const { content } = matter(fs.readFileSync(path.join(contentDir, file), "utf8"));
        const { tree } = await compileDoc(content, { file, lineOffset: 0, resolveMarkdownLink: () => undefined, normaliseInternalPath: (p) => p });
        return docToMarkdown({ title: file, description: "", body: resolveFacts(tree, table) });
      }),
    );
  }

  it("changes on every page that states it when its default changes", async () => {
    const before = await pages(facts.table);
    const after = await pages(withInput((input) => ({ ...input, default: true })));
    for (const [i, page] of before.entries()) {
      expect(page).toMatch(/endpoint_public_access`\]\([^)]*\) defaults to `false`/);
      expect(after[i]).toMatch(/endpoint_public_access`\]\([^)]*\) defaults to `true`/);
      expect(after[i]).not.toBe(page);
    }
  });

  it("is reported on every page that states it, with the file and line, when its input is renamed", () => {
    const renamed = withInput((input) => ({ ...input, name: "public_endpoint_enabled" }));
    const docs = files.map((file) => ({ sourcePath: `content/${file}`, factReferences: scanFactReferences(fs.readFileSync(path.join(contentDir, file), "utf8")) }));
    const problems = factProblems(docs, renamed).filter((problem) => problem.includes('input="endpoint_public_access"'));
    expect(problems.map((problem) => problem.split(": ")[0].replace(/:\d+:\d+$/, ""))).toEqual(expect.arrayContaining(files.map((file) => `content/${file}`)));
    for (const problem of problems) expect(problem).toMatch(/^content\/docs\/.+\.mdx:\d+:\d+: <Module(Default|Input) module="eks-cluster" input="endpoint_public_access" \/>: attribute "input": "endpoint_public_access" is not an input of app-orchestration\/eks-cluster/);
  });
});
