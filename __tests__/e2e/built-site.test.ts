/**
 * Checks every HTML page of the built site (not a sample) for what every page must have, and
 * that every intro route the site promises is built.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Parser } from "htmlparser2";
import { listBuiltPages, PUBLIC_DIR } from "./support/html-checks";

const publicDir = PUBLIC_DIR;


interface PageFacts {
  meta: Record<string, string[]>;
  h1: number;
  titles: string[];
  descriptions: string[];
  canonicals: string[];
  icons: string[];
  lang?: string;
  ids: string[];
}

function readFacts(html: string): PageFacts {
  const facts: PageFacts = { meta: {}, h1: 0, titles: [], descriptions: [], canonicals: [], icons: [], ids: [] };
  let inTitle = false;
  const parser = new Parser({
    onopentag(name, attrs) {
      if (name === "html") facts.lang = attrs.lang;
      if (name === "h1") facts.h1 += 1;
      if (name === "title") {
        inTitle = true;
        facts.titles.push("");
      }
      if (name === "meta" && attrs.name === "description") facts.descriptions.push(attrs.content ?? "");
      if (name === "meta" && (attrs.name || attrs.property)) {
        const key = attrs.name ?? attrs.property ?? "";
        facts.meta[key] = [...(facts.meta[key] ?? []), attrs.content ?? ""];
      }
      if (name === "link" && attrs.rel === "canonical") facts.canonicals.push(attrs.href ?? "");
      if (name === "link" && /(^| )(icon|apple-touch-icon)( |$)/.test(attrs.rel ?? "")) facts.icons.push(attrs.href ?? "");
      if (attrs.id) facts.ids.push(attrs.id);
    },
    ontext(text) {
      if (inTitle) facts.titles[facts.titles.length - 1] += text;
    },
    onclosetag(name) {
      if (name === "title") inTitle = false;
    },
  });
  parser.write(html);
  parser.end();
  return facts;
}

const pages = listBuiltPages(publicDir).map((file) => ({ file, facts: readFacts(fs.readFileSync(path.join(publicDir, file), "utf8")) }));

describe("every built page", () => {
  it("exists in a real number", () => {
    expect(pages.length).toBeGreaterThan(30);
  });

  /** BUILD_VERSION when set, else the checkout's commit, else N/A (docs/decisions/build-metadata.md). */
  const EXPECTED_BUILD_VERSION = (() => {
    if (process.env.BUILD_VERSION) return process.env.BUILD_VERSION;
    try {
      return execSync("git rev-parse --short=12 HEAD", { cwd: path.join(__dirname, "..", ".."), stdio: ["ignore", "pipe", "ignore"] }).toString().trim() || "N/A";
    } catch {
      return "N/A";
    }
  })();

  it("stamps pages with the build's version: a commit hash or the fallback N/A, nothing else", () => {
    if (!process.env.BUILD_VERSION) expect(EXPECTED_BUILD_VERSION).toMatch(/^([0-9a-f]{12}|N\/A)$/);
  });

  it.each(pages.map((p) => [p.file, p.facts] as const))("%s has one h1, one titled <title>, a description, a canonical URL, lang and unique ids", (file, facts) => {
    expect(facts.h1).toBe(1);
    expect(facts.titles).toHaveLength(1);
    expect(facts.titles[0]).toMatch(file === "/index.html" ? /^Cairn Docs \| .+/ : /^.+ \| Cairn Docs$/);
    expect(facts.descriptions).toHaveLength(1);
    expect(facts.descriptions[0].length).toBeGreaterThan(20);
    expect(facts.canonicals).toHaveLength(1);
    expect(facts.canonicals[0]).toMatch(/^https:\/\/docs\.cairn\.example\//);
    expect(facts.lang).toBe("en");
    expect(new Set(facts.ids).size).toBe(facts.ids.length);
    expect(facts.meta["og:title"]).toEqual([facts.titles[0]]);
    expect(facts.meta["og:image"]?.[0]).toMatch(/^https:\/\/docs\.cairn\.example\/img\//);
    expect(facts.meta["twitter:card"]).toEqual(["summary_large_image"]);
    expect(facts.meta.buildVersion).toEqual([EXPECTED_BUILD_VERSION]);
    expect(facts.meta.buildTime?.[0]).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(facts.icons).toEqual(["/favicon.svg", "/favicon.ico", "/apple-touch-icon.png"]);
  });

  it("can fetch every icon a page names", () => {
    const named = new Set(pages.flatMap((p) => p.facts.icons));
    for (const icon of named) expect(fs.statSync(path.join(publicDir, icon)).size).toBeGreaterThan(100);
    expect(fs.readFileSync(path.join(publicDir, "favicon.ico")).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });
});

describe("the intro section: overview, core concepts, developer portal, setup, first deployment, tool fundamentals", () => {
  const routes = [
    "/intro/",
    ...["getting-started", "how-it-works", "intro-to-cairn", "cairn-production-framework", "cairn-vs-other", "use-cases"].map((p) => `/intro/overview/${p}/`),
    ...["immutable-infrastructure", "infrastructure-as-code", "production-framework"].map((p) => `/intro/core-concepts/${p}/`),
    ...["create-account", "invite-team", "link-github-id"].map((p) => `/intro/dev-portal/${p}/`),
    "/intro/environment-setup/recommended_tools/",
    ...["deploy", "testing", "using-terraform-modules"].map((p) => `/intro/first-deployment/${p}/`),
    ...["docker", "packer", "terraform", "terragrunt"].map((p) => `/intro/tool-fundamentals/${p}/`),
    "/intro/next-steps/",
  ];

  it.each(routes)("%s is built", (route) => {
    expect(fs.existsSync(path.join(publicDir, route, "index.html"))).toBe(true);
  });

  it("has the tags index and a page for each used tag, and the not-found page", () => {
    expect(fs.existsSync(path.join(publicDir, "404.html"))).toBe(true);
    expect(fs.existsSync(path.join(publicDir, "tags", "index.html"))).toBe(true);
    expect(fs.existsSync(path.join(publicDir, "tags", "terraform", "index.html"))).toBe(true);
    expect(fs.existsSync(path.join(publicDir, "404.html"))).toBe(true);
  });
});

const biy = ["achieve-compliance", "kubernetes-cluster", "landing-zone", "pipelines", "vpc"].flatMap((guide) => [
  `/guides/build-it-yourself/${guide}/`,
  ...["core-concepts", "production-grade-design", "deployment-walkthrough", "next-steps"].map((page) => `/guides/build-it-yourself/${guide}/${page}/`),
]);
const SPEC_ROUTES = [
  // The site's own pages and the reference stubs.
  "/", "/search/", "/tags/", "/courses/", "/support/", "/intro/", "/reference/intro/", "/reference/modules/stub/", "/reference/tools/stub/",
  // Guides.
  "/guides/", "/guides/build-it-yourself/", ...biy,
  "/guides/production-framework/", "/guides/production-framework/cairn-solutions/", "/guides/production-framework/ingredients/",
  ...["automatic-updates", "ci-cd-pipeline", "landing-zone", "self-service", "service-catalog", "other-ingredients"].map((p) => `/guides/production-framework/ingredients/${p}/`),
  "/guides/production-framework/recipes/dev-team-experience/", "/guides/production-framework/recipes/ops-team-experience/",
  "/guides/reference-architecture/", "/guides/reference-architecture/configuration-guide/", "/guides/reference-architecture/update-to-service-catalog/",
  "/guides/reference-architecture/example-usage-guide/",
  ...["adding-a-new-account", "authenticate", "configure-gw-pipelines", "deploy-apps", "monitoring-alerting-logging", "undeploy"].map((p) => `/guides/reference-architecture/example-usage-guide/${p}/`),
  "/guides/stay-up-to-date/", "/guides/stay-up-to-date/cis-1.3.0/", "/guides/stay-up-to-date/cis-1.4.0/",
  ...["12", "13", "14", "15", "1.x"].map((v) => `/guides/stay-up-to-date/terraform/terraform-${v}/`),
  "/guides/stay-up-to-date/aws-provider-v3/", "/guides/stay-up-to-date/how-to-dry-your-reference-architecture/",
  ...["golang", "markdown", "terraform"].map((p) => `/guides/style/${p}/`),
  ...["contributing", "forking", "versioning"].map((p) => `/guides/working-with-code/${p}/`),
  // The service catalog reference.
  ...["create-your-own-service-catalog", "deploy-new-infrastructure", "make-changes-to-your-infrastructure", "overview"].map((p) => `/reference/services/intro/${p}/`),
  ...Object.entries({
    "app-orchestration": ["ecs-cluster", "ecs-fargate-cluster", "ecs-service", "eks-cluster", "eks-core-services", "eks-workers", "asg-service", "ec2-instance", "k8s-namespace", "k8s-service", "lambda", "public-static-website"],
    "ci-cd-pipeline": ["ecs-deploy-runner", "jenkins"],
    "data-storage": ["aurora", "ecr-repos", "memcached", "redis", "elasticsearch", "rds", "s3-bucket"],
    "landing-zone": ["account-baseline-app", "account-baseline-root", "account-baseline-security", "cairn-access", "iam-users-and-iam-groups"],
    networking: ["elb", "vpc-mgmt", "route53", "sns-topics", "vpc"],
    security: ["bastion", "open-vpn", "tls-scripts"],
  }).flatMap(([category, services]) => services.map((service) => `/reference/services/${category}/${service}/`)),
];

describe("the routes of the site's pages, guides and service catalog reference", () => {
  it("lists 34 services and every guide", () => {
    expect(SPEC_ROUTES.filter((r) => /^\/reference\/services\/(?!intro)/.test(r))).toHaveLength(34);
  });

  it.each(SPEC_ROUTES)("%s is built", (route) => {
    expect(fs.existsSync(path.join(publicDir, route, "index.html"))).toBe(true);
  });
});

describe("what machines read", () => {
  const docPaths = SPEC_ROUTES.filter((r) => r.startsWith("/intro/") || r.startsWith("/guides/") || r.startsWith("/reference/"));
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");

  it("lists every public page in sitemap.xml with absolute URLs, but not the 404 or search pages", () => {
    const sitemap = read("sitemap.xml");
    for (const route of [...docPaths, "/", "/courses/", "/support/", "/tags/"]) expect(sitemap).toContain(`<loc>https://docs.cairn.example${route}</loc>`);
    expect(sitemap).not.toMatch(/404|\/search\//);
    expect(read("robots.txt")).toContain("Sitemap: https://docs.cairn.example/sitemap.xml");
  });

  it("lists every doc in llms.txt, and llms-full.txt holds them all", () => {
    const llms = read("llms.txt");
    for (const route of docPaths) expect(llms).toContain(`(https://docs.cairn.example${route}index.md)`);
    expect(read("llms-full.txt").split("<!-- https://docs.cairn.example/").length - 1).toBeGreaterThanOrEqual(docPaths.length);
  });

  it("publishes each doc as Markdown with its headings and code blocks", () => {
    const md = read("intro/tool-fundamentals/terraform/index.md");
    expect(md).toMatch(/^# Terraform Fundamentals\n/);
    expect(md).toContain("\n### Remote state\n");
    expect(md).toMatch(/```hcl title="[^"]+"\n/);
    const service = read("reference/services/networking/vpc/index.md");
    expect(service).toContain("## Inputs");
    expect(service).toContain("`vpc_name`");
  });
});
