// @ts-check
/**
 * The bench corpus: N generated docs, written twice with the same bodies, for our site and for
 * Docusaurus 3, deterministically from a seed.
 *
 * - `<dir>/content/`: the generated docs under `docs/bench/<section>/<page>.mdx`, with one named
 *   sidebar per section in `sidebars.yaml`, beside the real `tags.yaml` and `versions.yaml`.
 *   `CAIRN_CONTENT_DIR=<dir>/content` builds it. The navbar, footer and home page link to docs of
 *   the real site, and our build fails on a broken link, so each doc they link to is written too,
 *   as a generated hub page (`siteLinkedDocs`). With `realDocs: true` the real docs, catalog and
 *   sidebars are kept instead of the hubs (the search bench indexes them with the corpus).
 * - `<dir>/docusaurus/`: the same files under `docs/` (generated pages and hub pages), `sidebars.js`
 *   with the same sidebars, and `tags.yml` with our tag registry, for a site whose docs are at the
 *   root with trailing slashes, so every generated link is the same URL in both sites and both
 *   build the same docs.
 *
 * Every page has frontmatter (title, description, registered tags), 4–8 h2 sections (some with
 * h3s) of prose built from an infrastructure vocabulary, inline code, titled code blocks with line
 * highlights (hcl, bash, yaml, json), a GFM table, an admonition and 2–4 links to other generated
 * pages. Nothing in a body needs JavaScript, so both MDX pipelines accept it.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import YAML from "yaml";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

// ---------------------------------------------------------------------------------------------
// Randomness: a small seeded generator, so the same seed always writes the same corpus.

/**
 * mulberry32: a 32-bit seeded PRNG returning floats in [0, 1).
 * @param {number} seed
 */
export function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** @param {number} min @param {number} max inclusive */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    /** @template T @param {readonly T[]} list @returns {T} */
    pick: (list) => list[Math.floor(next() * list.length)],
    /** @template T @param {readonly T[]} list @param {number} count @returns {T[]} */
    sample: (list, count) => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, count);
    },
  };
}

/** @typedef {ReturnType<typeof createRandom>} Random */

// ---------------------------------------------------------------------------------------------
// Vocabulary.

/**
 * @typedef {object} Topic
 * @property {string} slug folder of the corpus's bench section (under its content folder's docs)
 * @property {string} label
 * @property {string[]} tags preferred tag slugs (those missing from the registry are dropped)
 * @property {string[]} objects what pages in this section are about (plural noun phrases)
 * @property {string} module service-catalog module path used in code samples
 * @property {string[]} inputs module input names used in code samples and tables
 */

/** @type {Topic[]} */
const TOPICS = [
  { slug: "networking", label: "Networking", tags: ["networking", "vpc"], module: "networking/vpc", inputs: ["cidr_block", "num_nat_gateways", "vpc_name", "enable_flow_logs"], objects: ["VPCs", "private subnets", "NAT gateways", "route tables", "VPC peering connections", "transit gateways", "network ACLs", "VPC flow logs", "VPC endpoints", "public subnets"] },
  { slug: "kubernetes", label: "Kubernetes", tags: ["kubernetes", "orchestration"], module: "services/eks-cluster", inputs: ["cluster_name", "kubernetes_version", "node_group_instance_types", "enable_karpenter"], objects: ["EKS clusters", "managed node groups", "Karpenter provisioners", "cluster add-ons", "namespaces", "Helm releases", "ingress controllers", "pod security policies", "service accounts", "cluster autoscalers"] },
  { slug: "containers", label: "Containers", tags: ["containers", "ecs", "docker"], module: "services/ecs-service", inputs: ["service_name", "desired_number_of_tasks", "container_image", "cpu"], objects: ["ECS services", "Fargate tasks", "container images", "task definitions", "ECR repositories", "capacity providers", "service discovery", "deployment circuit breakers", "sidecar containers", "container health checks"] },
  { slug: "compute", label: "Compute", tags: ["ec2", "asg"], module: "services/asg-service", inputs: ["ami", "instance_type", "min_size", "max_size"], objects: ["Auto Scaling groups", "launch templates", "EC2 instances", "AMIs", "instance profiles", "spot fleets", "EBS volumes", "user data scripts", "instance refreshes", "placement groups"] },
  { slug: "databases", label: "Databases", tags: ["database", "rds", "aurora"], module: "data-stores/rds", inputs: ["engine_version", "instance_type", "allocated_storage", "backup_retention_period"], objects: ["RDS instances", "Aurora clusters", "read replicas", "database snapshots", "parameter groups", "database credentials", "subnet groups", "Multi-AZ deployments", "performance insights", "maintenance windows"] },
  { slug: "storage", label: "Storage", tags: ["s3", "storage"], module: "data-stores/s3-bucket", inputs: ["bucket_name", "enable_versioning", "lifecycle_rules", "kms_key_arn"], objects: ["S3 buckets", "bucket policies", "lifecycle rules", "replication rules", "access points", "object lock settings", "EFS file systems", "backup vaults", "access logs", "server-side encryption"] },
  { slug: "iam", label: "Identity and access", tags: ["security", "aws-landing-zone"], module: "landing-zone/iam-users-and-iam-groups", inputs: ["iam_groups_for_cross_account_access", "users", "allow_read_only_access_from_other_account_arns", "max_session_duration_human_users"], objects: ["IAM roles", "IAM policies", "cross-account access", "permission boundaries", "SSO permission sets", "MFA requirements", "service-linked roles", "OIDC providers", "access keys", "IAM groups"] },
  { slug: "security", label: "Security", tags: ["security", "key-store"], module: "security/kms-master-key", inputs: ["customer_master_keys", "enable_key_rotation", "deletion_window_in_days", "cmk_administrator_iam_arns"], objects: ["KMS keys", "GuardDuty detectors", "Security Hub findings", "AWS Config rules", "CloudTrail trails", "WAF rules", "security groups", "Macie jobs", "Inspector scans", "IAM Access Analyzer"] },
  { slug: "observability", label: "Observability", tags: ["logging", "analytics"], module: "services/cloudwatch-dashboard", inputs: ["alarms_sns_topic_arns", "retention_in_days", "dashboards", "log_group_name"], objects: ["CloudWatch alarms", "log groups", "dashboards", "metric filters", "SNS alert topics", "log retention", "tracing", "synthetic canaries", "on-call routing", "error budgets"] },
  { slug: "pipelines", label: "Pipelines", tags: ["pipelines", "ci-cd"], module: "mgmt/ecs-deploy-runner", inputs: ["terraform_planner_config", "docker_image_builder_config", "approval_required", "repository_url"], objects: ["deploy runners", "plan and apply jobs", "pull request checks", "pipeline approvals", "build workers", "artifact repositories", "pipeline secrets", "drift detection", "promotion workflows", "release tags"] },
  { slug: "dns", label: "DNS and certificates", tags: ["dns", "route-53", "certificates"], module: "networking/route53", inputs: ["public_zones", "private_zones", "certificate_domain_names", "ttl"], objects: ["hosted zones", "DNS records", "ACM certificates", "domain delegations", "health checks", "private zones", "alias records", "DNSSEC signing", "certificate renewals", "split-horizon DNS"] },
  { slug: "load-balancing", label: "Load balancing", tags: ["alb", "load-balancer", "elb"], module: "networking/alb", inputs: ["alb_name", "is_internal_alb", "http_listener_ports", "https_listener_ports_and_acm_ssl_certs"], objects: ["Application Load Balancers", "listener rules", "target groups", "Network Load Balancers", "TLS listeners", "access logs for load balancers", "sticky sessions", "connection draining", "weighted routing", "health check paths"] },
  { slug: "serverless", label: "Serverless", tags: ["lambda"], module: "services/lambda", inputs: ["function_name", "runtime", "memory_size", "timeout"], objects: ["Lambda functions", "Lambda layers", "event source mappings", "function URLs", "provisioned concurrency", "dead-letter queues", "API Gateway stages", "scheduled events", "function aliases", "Lambda permissions"] },
  { slug: "caching", label: "Caching", tags: ["elasticache", "redis", "memcached"], module: "data-stores/redis", inputs: ["cluster_size", "instance_type", "redis_version", "snapshot_retention_limit"], objects: ["Redis clusters", "Memcached clusters", "replication groups", "cache parameter groups", "cache snapshots", "CloudFront distributions", "cache behaviours", "origin access controls", "cache invalidations", "eviction policies"] },
  { slug: "messaging", label: "Messaging", tags: ["messaging", "sns"], module: "networking/sns-topics", inputs: ["name", "allow_publish_accounts", "allow_subscribe_accounts", "kms_master_key_id"], objects: ["SNS topics", "SQS queues", "subscriptions", "FIFO queues", "message retention", "EventBridge rules", "Kinesis streams", "queue policies", "redrive policies", "message filtering"] },
  { slug: "landing-zone", label: "Landing zone", tags: ["aws-landing-zone", "security"], module: "landing-zone/account-baseline-app", inputs: ["name_prefix", "allow_full_access_from_other_account_arns", "enable_cloudtrail", "config_s3_bucket_name"], objects: ["AWS accounts", "account baselines", "organization units", "service control policies", "security accounts", "logs accounts", "shared services accounts", "account vending", "budgets", "root account credentials"] },
  { slug: "terraform-state", label: "Terraform state", tags: ["terraform", "code"], module: "terraform/remote-state", inputs: ["bucket", "dynamodb_table", "encrypt", "key"], objects: ["remote state buckets", "state locks", "state migrations", "workspaces", "state imports", "moved blocks", "provider upgrades", "module versions", "dependency blocks", "generated backends"] },
  { slug: "images", label: "Images", tags: ["docker", "ec2"], module: "packer/build-ami", inputs: ["source_ami_filter", "instance_type", "ami_name", "ssh_username"], objects: ["Packer templates", "base AMIs", "Docker images", "image pipelines", "image scans", "hardened images", "multi-arch builds", "image tags", "AMI sharing", "golden images"] },
  { slug: "testing", label: "Testing", tags: ["go", "code"], module: "testing/terratest", inputs: ["aws_region", "unique_id", "test_timeout", "retry_count"], objects: ["Terratest suites", "unit tests for modules", "integration tests", "test accounts", "policy checks", "static analysis", "plan tests", "test fixtures", "flaky tests", "test clean-up jobs"] },
  { slug: "compliance", label: "Compliance", tags: ["security", "logging"], module: "landing-zone/account-baseline-security", inputs: ["cloudtrail_s3_bucket_name", "config_aggregate_config_data_in_regions", "guardduty_findings_sns_topic_name", "enable_iam_access_analyzer"], objects: ["CIS benchmark controls", "audit trails", "password policies", "evidence reports", "encryption at rest", "root user alarms", "Config conformance packs", "retention policies", "exception registers", "compliance dashboards"] },
  { slug: "bastions-and-vpn", label: "Bastions and VPN", tags: ["bastion", "vpn", "ssh"], module: "security/openvpn-server", inputs: ["instance_type", "allow_vpn_from_cidr_list", "vpn_subnet", "backup_bucket_name"], objects: ["bastion hosts", "OpenVPN servers", "SSH key pairs", "Session Manager access", "VPN certificates", "jump boxes", "client VPN endpoints", "port forwarding", "SSH grunts", "VPN routes"] },
  { slug: "upgrades", label: "Upgrades", tags: ["terraform", "troubleshooting"], module: "mgmt/patcher", inputs: ["target_version", "dry_run", "include_dirs", "update_strategy"], objects: ["Terraform upgrades", "AWS provider upgrades", "Kubernetes upgrades", "module upgrades", "Terragrunt upgrades", "breaking changes", "deprecation warnings", "upgrade test plans", "version constraints", "lock files"] },
  { slug: "static-sites", label: "Static sites", tags: ["static-website", "cloudfront", "website"], module: "services/public-static-website", inputs: ["website_domain_name", "acm_certificate_domain_name", "index_document", "error_document"], objects: ["static websites", "website buckets", "CloudFront origins", "custom error pages", "redirect rules", "security headers", "cache policies", "edge functions", "website deployments", "preview environments"] },
  { slug: "data-platform", label: "Data platform", tags: ["data", "database", "nosql"], module: "data-stores/dynamodb-table", inputs: ["table_name", "billing_mode", "point_in_time_recovery", "stream_enabled"], objects: ["DynamoDB tables", "global tables", "table backups", "Glue catalogs", "Athena workgroups", "data lakes", "Elasticsearch domains", "ETL jobs", "data retention", "cross-region copies"] },
];

const VERBS = ["Configure", "Deploy", "Upgrade", "Troubleshoot", "Monitor", "Harden", "Scale", "Migrate", "Back up", "Test", "Automate", "Audit", "Tag", "Import", "Design", "Review", "Restrict access to", "Encrypt", "Tune", "Decommission"];

const ENVS = ["dev", "stage", "prod", "security", "shared", "logs", "sandbox"];
const REGIONS = ["us-east-1", "us-west-2", "eu-west-1", "eu-central-1", "ap-southeast-2"];
const TEAMS = ["platform", "payments", "search", "data", "identity", "checkout", "growth"];
const TOOLS = ["Terraform", "Terragrunt", "Packer", "Docker", "kubectl", "Helm", "the AWS CLI", "Terratest"];
const COMMANDS = ["terraform plan", "terraform apply", "terragrunt run-all plan", "terragrunt apply", "terraform state list", "terraform import", "kubectl get pods", "aws sts get-caller-identity", "packer build", "helm upgrade --install"];
const FILES = ["terragrunt.hcl", "root.hcl", "account.hcl", "region.hcl", "env.hcl", "main.tf", "variables.tf", "outputs.tf", "versions.tf"];

/** Sentence templates; `{...}` slots are filled per sentence. Code spans hold the braces writers would. */
const SENTENCES = [
  "Terragrunt caches providers and modules in `.terragrunt-cache`, which you can delete at any time to start clean.",
  "All the {object} in the {env} account are defined in Terraform, so a change starts as a pull request rather than a click in the console.",
  "Run `{command}` from the module's folder first and read the plan line by line before anything reaches {region}.",
  "The {module} module creates the {object} with safe defaults, and you override only what differs in `{file}`.",
  "Terragrunt keeps one `terragrunt.hcl` per module and environment, so the {env} {object} never share state with {env2}.",
  "Set `{input}` explicitly instead of relying on the default, because the default is chosen for a sandbox, not for production traffic.",
  "Terragrunt reads the settings from `{file}` and the folders above it, which keeps the region and account in one place.",
  "Because the {object} sit in private subnets, nothing on the internet reaches them directly; traffic arrives through the load balancer or the VPN.",
  "The {team} team owns these {object}, and changes to them need one approval from that team in the pipeline.",
  "Tag each resource with `Team`, `Environment` and `ManagedBy` so cost reports and the on-call dashboards can group them.",
  "A plan that shows a replacement instead of an in-place update is a signal to stop and check which attribute forced it.",
  "State for this module lives in the S3 bucket of the {env} account, locked by a DynamoDB table so two applies never race.",
  "The IAM role the pipeline assumes can change the {object} but cannot delete the state bucket or the KMS key that encrypts it.",
  "Expect the first apply in a new region to take ten to fifteen minutes; later applies change only what the plan lists.",
  "If `{command}` asks for credentials, authenticate to the {env} account again and confirm the account ID before you continue.",
  "Keep the module version pinned with `?ref=v0.{minor}.{patch}` and upgrade one environment at a time, starting with dev.",
  "CloudWatch alarms on the {object} page the {team} on-call engineer and post to the team's alert topic.",
  "Outputs such as `{output}` feed the modules that depend on this one through a `dependency` block, never through copied values.",
  "Changing `{input}` later is safe for most settings, but a few of them rebuild the resource and are called out in the module's changelog.",
  "The same code deploys the dev and prod {object}; only the inputs in each environment's `terragrunt.hcl` differ.",
  "{Tool} runs in the pipeline at the version pinned in `.tool-versions`, so a plan on your laptop matches the plan in CI.",
  "Security groups allow traffic only from the VPC's CIDR block, and the ports are listed next to the rule that opens them.",
  "When the pipeline finishes, it comments on the pull request with the plan summary and a link to the full log.",
  "Drift happens when someone edits the {object} by hand; the nightly plan in {region} reports it before it becomes an outage.",
  "Secrets never go in `{file}`: the module reads them from AWS Secrets Manager at apply time with `data.aws_secretsmanager_secret_version`.",
  "Budget for the {object} in {env} is reviewed monthly, and the largest line items usually come from data transfer and NAT gateways.",
  "Most teams start with {count} {object} per environment and add more only when a load test or an incident shows the need.",
  "The module is covered by Terratest, which deploys it into a test account, checks it with real API calls and destroys it again.",
  "Use `terraform state mv` or a `moved` block when you rename a resource, so Terraform does not destroy and recreate it.",
  "The runbook for the {object} lives next to the code, so the person on call finds the steps where the change was made.",
  "EKS workloads reach the {object} through IAM roles for service accounts, which avoids long-lived access keys on the nodes.",
  "Reading the module's `variables.tf` is the fastest way to see every input, its type and the default the Cairn engineers chose.",
  "Apply to {env} first, watch the dashboards for a day, then promote the same commit to {env2}.",
  "The {object} are spread across three availability zones in {region}, so losing one zone degrades capacity but not availability.",
  "Logs from the {object} go to a CloudWatch log group with a retention of {days} days and are copied to the logs account.",
  "A failed apply leaves the state consistent; fix the cause, run `{command}` again and Terraform continues from where it stopped.",
  "The subnet layout reserves a /20 for each tier, which leaves room for more {object} without renumbering the VPC.",
];

/** Section headings; `{object}` is the page's subject. */
const HEADINGS = [
  "Before you begin", "How the {object} are laid out", "Configure the module", "Apply the change", "Verify the result",
  "Roll back safely", "Costs and limits", "Troubleshooting", "Permissions you need", "Inputs you will set",
  "Production settings", "Monitoring the {object}", "Upgrading later", "Common mistakes", "How it fits the Reference Architecture",
  "Naming and tagging", "Security considerations", "Day-two operations", "Testing the change", "Clean up",
];
const SUBHEADINGS = ["In the dev account", "In production", "With Terragrunt", "With plain Terraform", "From the pipeline", "By hand, in an emergency", "Checking the plan", "Checking the console"];
const ADMONITIONS = [
  { type: "note", title: "" },
  { type: "tip", title: "Pin module versions" },
  { type: "warning", title: "Replacement means downtime" },
  { type: "info", title: "" },
  { type: "tip", title: "" },
  { type: "note", title: "One change per pull request" },
  { type: "warning", title: "" },
  { type: "danger", title: "Never apply a plan that destroys data" },
];

// ---------------------------------------------------------------------------------------------
// Text helpers.

/** @param {string} text */
export function slugify(text) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}

/** @param {string} text */
const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** Lowercases a phrase except acronyms and product names (words with a capital after the first letter, or all caps). @param {string} text */
function lowerPhrase(text) {
  return text.split(" ").map((word) => (/^[A-Z][a-z]+$/.test(word) && !PROPER.has(word) ? word.toLowerCase() : word)).join(" ");
}
const PROPER = new Set(["Terraform", "Terragrunt", "Packer", "Docker", "Helm", "Karpenter", "Aurora", "Fargate", "Lambda", "Redis", "Memcached", "CloudFront", "CloudWatch", "CloudTrail", "GuardDuty", "Macie", "Inspector", "Kinesis", "EventBridge", "Athena", "Glue", "DynamoDB", "Elasticsearch", "OpenVPN", "Security", "Hub", "Config", "Session", "Manager", "Access", "Analyzer", "Application", "Network", "Load", "Balancers", "Auto", "Scaling", "Multi-AZ", "Terratest", "Kubernetes", "API", "Gateway", "Client", "SSO", "ACM", "CIS"]);

/**
 * Fills a template's slots.
 * @param {string} template
 * @param {Random} random
 * @param {{ object: string, topic: Topic }} context
 */
function fill(template, random, { object, topic }) {
  const env = random.pick(ENVS);
  const values = {
    object: lowerPhrase(object),
    env,
    env2: random.pick(ENVS.filter((e) => e !== env)),
    region: random.pick(REGIONS),
    team: random.pick(TEAMS),
    Tool: random.pick(TOOLS).replace(/^the /, "The "),
    command: random.pick(COMMANDS),
    file: random.pick(FILES),
    module: `\`${topic.module.split("/").pop()}\``,
    input: random.pick(topic.inputs),
    output: random.pick(["vpc_id", "private_subnet_ids", "security_group_id", "arn", "name", "endpoint", "role_arn"]),
    minor: String(random.int(90, 118)),
    patch: String(random.int(0, 12)),
    count: random.pick(["two", "three", "four", "six"]),
    days: String(random.pick([30, 90, 365, 731])),
  };
  return template.replace(/\{(\w+)\}/g, (_, key) => /** @type {Record<string, string>} */ (values)[key] ?? key);
}

/**
 * A paragraph of `count` distinct sentences.
 * @param {Random} random
 * @param {{ object: string, topic: Topic }} context
 * @param {number} count
 */
function paragraph(random, context, count) {
  return random.sample(SENTENCES, count).map((s) => fill(s, random, context)).join(" ");
}

// ---------------------------------------------------------------------------------------------
// Code blocks. Each returns its lines; highlight ranges are chosen within them.

/**
 * @param {Random} random
 * @param {Topic} topic
 * @param {string} name
 * @returns {{ lang: string, title: string, lines: string[] }}
 */
function codeBlock(random, topic, name) {
  const env = random.pick(ENVS);
  const version = `v0.${random.int(90, 118)}.${random.int(0, 12)}`;
  const [a, b, c, d] = topic.inputs;
  const kind = random.int(0, 5);
  if (kind === 0) {
    return {
      lang: "hcl",
      title: "main.tf",
      lines: [
        `module "${name.replace(/-/g, "_")}" {`,
        `  source = "git::git@github.com:cairn-io/terraform-aws-service-catalog.git//modules/${topic.module}?ref=${version}"`,
        "",
        `  ${a} = var.${a}`,
        `  ${b} = var.${b}`,
        `  ${c} = ${random.pick(["true", "false", "3", `"${env}"`])}`,
        "",
        "  tags = {",
        `    Team        = "${random.pick(TEAMS)}"`,
        `    Environment = "${env}"`,
        "  }",
        "}",
      ],
    };
  }
  if (kind === 1) {
    return {
      lang: "hcl",
      title: "terragrunt.hcl",
      lines: [
        'include "root" {',
        '  path = find_in_parent_folders("root.hcl")',
        "}",
        "",
        "terraform {",
        `  source = "git::git@github.com:cairn-io/terraform-aws-service-catalog.git//modules/${topic.module}?ref=${version}"`,
        "}",
        "",
        'dependency "vpc" {',
        '  config_path = "../vpc"',
        "}",
        "",
        "inputs = {",
        `  ${a} = "${env}-${name}"`,
        "  vpc_id = dependency.vpc.outputs.vpc_id",
        `  ${d} = ${random.pick(["true", "false", "30", "2"])}`,
        "}",
      ],
    };
  }
  if (kind === 2) {
    const region = random.pick(REGIONS);
    return {
      lang: "bash",
      title: "deploy.sh",
      lines: [
        `cd live/${env}/${region}/${name}`,
        "aws sts get-caller-identity",
        "terragrunt init",
        `terragrunt plan -out=${name}.tfplan`,
        `terragrunt apply ${name}.tfplan`,
        `terragrunt output -json > ${name}-outputs.json`,
      ],
    };
  }
  if (kind === 3) {
    return {
      lang: "yaml",
      title: "values.yaml",
      lines: [
        `applicationName: ${name}`,
        `replicaCount: ${random.int(2, 6)}`,
        "containerImage:",
        `  repository: 123456789012.dkr.ecr.${random.pick(REGIONS)}.amazonaws.com/${name}`,
        `  tag: "${version}"`,
        "containerPorts:",
        "  http:",
        "    port: 8080",
        "    protocol: TCP",
        "resources:",
        "  requests:",
        `    cpu: ${random.pick(["250m", "500m", "1"])}`,
        `    memory: ${random.pick(["256Mi", "512Mi", "1Gi"])}`,
      ],
    };
  }
  if (kind === 4) {
    return {
      lang: "json",
      title: "policy.json",
      lines: [
        "{",
        '  "Version": "2012-10-17",',
        '  "Statement": [',
        "    {",
        `      "Sid": "Allow${slugify(topic.label).replace(/-/g, "")}Read",`,
        '      "Effect": "Allow",',
        `      "Action": ["${random.pick(["ec2", "s3", "rds", "eks", "sns", "kms"])}:Describe*", "cloudwatch:GetMetricData"],`,
        '      "Resource": "*"',
        "    }",
        "  ]",
        "}",
      ],
    };
  }
  return {
    lang: "hcl",
    title: "variables.tf",
    lines: [
      `variable "${b}" {`,
      `  description = "The ${b.replace(/_/g, " ")} for the ${env} environment."`,
      "  type        = string",
      "}",
      "",
      `variable "${d}" {`,
      `  description = "Whether to turn on ${d.replace(/_/g, " ")}."`,
      "  type        = bool",
      "  default     = true",
      "}",
    ],
  };
}

/**
 * A highlight range such as `{2,4-5}` within a block of `lineCount` lines.
 * @param {Random} random
 * @param {number} lineCount
 */
function highlightRange(random, lineCount) {
  const first = random.int(1, Math.max(1, lineCount - 3));
  const start = random.int(first + 1, Math.min(lineCount, first + 2));
  const end = Math.min(lineCount, start + random.int(0, 2));
  if (start <= first) return `{${first}}`;
  return end > start ? `{${first},${start}-${end}}` : `{${first},${start}}`;
}

/**
 * A GFM table of the module's inputs.
 * @param {Random} random
 * @param {Topic} topic
 */
function inputsTable(random, topic) {
  const rows = topic.inputs.map((input) => {
    const type = random.pick(["string", "number", "bool", "list(string)", "map(string)"]);
    const fallback = type === "bool" ? random.pick(["`true`", "`false`"]) : type === "number" ? `\`${random.int(1, 30)}\`` : "required";
    return `| \`${input}\` | \`${type}\` | ${fallback} | The ${input.replace(/_/g, " ")} used in each environment. |`;
  });
  return ["| Input | Type | Default | Description |", "| --- | --- | --- | --- |", ...rows].join("\n");
}

// ---------------------------------------------------------------------------------------------
// Planning the corpus: which pages exist, in which section and sidebar category.

/**
 * @typedef {object} PlannedPage
 * @property {string} id doc id, e.g. `bench/networking/configure-nat-gateways`
 * @property {string} url the page's URL in both sites (trailing slash)
 * @property {Topic} topic
 * @property {string} object
 * @property {string} title
 * @property {string} sidebarLabel the verb (and part number): the sidebar's category names the object
 * @property {string} file path under docs/
 */

/**
 * Spreads `pages` pages over sections of at most 50, cycling through the topics (a topic used
 * again gets a numbered section), each page a verb applied to one of the topic's objects.
 * @param {number} pages
 * @param {Random} random
 * @returns {{ sections: { slug: string, label: string, topic: Topic, pages: PlannedPage[] }[], all: PlannedPage[] }}
 */
export function planCorpus(pages, random) {
  const sectionCount = Math.max(1, Math.ceil(pages / 50));
  const sections = [];
  const all = [];
  for (let s = 0; s < sectionCount; s += 1) {
    const topic = TOPICS[s % TOPICS.length];
    const round = Math.floor(s / TOPICS.length);
    const slug = round === 0 ? topic.slug : `${topic.slug}-${round + 1}`;
    const label = round === 0 ? topic.label : `${topic.label} ${round + 1}`;
    const size = Math.floor(pages / sectionCount) + (s < pages % sectionCount ? 1 : 0);
    const combos = random.sample(topic.objects.flatMap((object) => VERBS.map((verb) => ({ verb, object }))), topic.objects.length * VERBS.length);
    /** @type {PlannedPage[]} */
    const list = [];
    const used = new Set([slug]);
    for (let i = 0; i < size; i += 1) {
      const { verb, object } = combos[i % combos.length];
      const base = `${verb} ${lowerPhrase(object)}`;
      let title = capitalise(base);
      let name = slugify(title);
      let sidebarLabel = verb;
      for (let n = 2; used.has(name); n += 1) {
        title = `${capitalise(base)}, part ${n}`;
        name = `${slugify(base)}-part-${n}`;
        sidebarLabel = `${verb}, part ${n}`;
      }
      used.add(name);
      const id = `bench/${slug}/${name}`;
      list.push({ id, url: `/${id}/`, topic, object, title, sidebarLabel, file: `${id}.mdx` });
    }
    // Sidebar order: grouped by object, in the topic's order of objects.
    list.sort((x, y) => topic.objects.indexOf(x.object) - topic.objects.indexOf(y.object) || x.id.localeCompare(y.id));
    sections.push({ slug, label, topic, pages: list });
    all.push(...list);
  }
  return { sections, all };
}

/**
 * The sidebars for the planned sections: one per section, its pages in categories by object.
 * @param {ReturnType<typeof planCorpus>["sections"]} sections
 */
export function corpusSidebars(sections) {
  /** @type {Record<string, { type: "category", label: string, collapsed: boolean, items: string[] }[]>} */
  const sidebars = {};
  for (const section of sections) {
    /** @type {Map<string, string[]>} */
    const groups = new Map();
    for (const page of section.pages) {
      const list = groups.get(page.object) ?? [];
      list.push(page.id);
      groups.set(page.object, list);
    }
    const name = `bench${section.slug.split("-").map(capitalise).join("")}`;
    sidebars[name] = [...groups.entries()].map(([object, items], index) => ({
      type: "category",
      label: `${section.label}: ${capitalise(lowerPhrase(object))}`,
      collapsed: index !== 0,
      items,
    }));
  }
  return sidebars;
}

/**
 * One page's MDX: frontmatter, an opening paragraph, then 4–8 sections with code, a table, an
 * admonition and links to other pages.
 * @param {PlannedPage} page
 * @param {PlannedPage[]} all
 * @param {Random} random
 * @param {ReadonlySet<string>} registeredTags
 */
export function renderPage(page, all, random, registeredTags) {
  const { topic, object } = page;
  const context = { object, topic };
  const tags = topic.tags.filter((t) => registeredTags.has(t));
  if (tags.length === 0 && registeredTags.has("terraform")) tags.push("terraform");
  const chosenTags = random.sample(tags, Math.min(tags.length, random.int(1, 3)));
  const description = `How to ${lowerPhrase(page.title).replace(/, part \d+$/, "")} with Terraform and Terragrunt in the ${random.pick(ENVS)} and ${random.pick(["prod", "stage"])} accounts of a Cairn Reference Architecture.`;
  const front = [
    "---",
    `title: ${JSON.stringify(page.title)}`,
    // In the sidebar the category names the subject, so half the pages are labelled by the verb alone.
    ...(random.next() < 0.5 ? [`sidebar_label: ${JSON.stringify(page.sidebarLabel)}`] : []),
    `description: ${JSON.stringify(description)}`,
    `tags: [${chosenTags.join(", ")}]`,
    "---",
  ];

  const others = all.filter((p) => p.id !== page.id);
  const neighbours = others.filter((p) => p.topic === topic);
  const linkCount = Math.min(others.length, random.int(2, 4));
  /** @type {PlannedPage[]} */
  const targets = [];
  while (targets.length < linkCount) {
    const pool = targets.length === 0 || neighbours.length === 0 ? others : random.next() < 0.7 ? neighbours : others;
    const target = random.pick(pool);
    if (!targets.includes(target)) targets.push(target);
  }
  const linkSentence = (/** @type {PlannedPage} */ target) =>
    random.pick([
      `For the related steps, see [${target.title}](${target.url}).`,
      `[${target.title}](${target.url}) covers what to do next.`,
      `The same approach applies when you [${lowerPhrase(target.title)}](${target.url}).`,
      `If this is your first time, read [${target.title}](${target.url}) before you continue.`,
    ]);

  const sectionCount = random.int(4, 8);
  const headings = random.sample(HEADINGS, sectionCount).map((h) => capitalise(fill(h, random, context)));
  const codeAt = new Set(random.sample([...Array(sectionCount).keys()], Math.min(sectionCount, random.int(2, 3))));
  const tableAt = random.int(0, sectionCount - 1);
  const admonitionAt = random.int(0, sectionCount - 1);
  /** @type {Map<number, PlannedPage[]>} */
  const linksAt = new Map();
  for (const target of targets) {
    const at = random.int(0, sectionCount - 1);
    linksAt.set(at, [...(linksAt.get(at) ?? []), target]);
  }

  const body = [
    `${paragraph(random, context, random.int(3, 4))} This page uses \`${random.pick(COMMANDS)}\` and the \`${topic.module}\` module throughout.`,
  ];
  headings.forEach((heading, index) => {
    body.push(`## ${heading}`);
    const links = (linksAt.get(index) ?? []).map(linkSentence).join(" ");
    body.push(`${paragraph(random, context, random.int(3, 5))}${links ? ` ${links}` : ""}`);
    if (codeAt.has(index)) {
      const block = codeBlock(random, topic, slugify(lowerPhrase(object)).slice(0, 24).replace(/-+$/, ""));
      body.push(`\`\`\`${block.lang} title="${block.title}" ${highlightRange(random, block.lines.length)}\n${block.lines.join("\n")}\n\`\`\``);
      body.push(paragraph(random, context, 2));
    }
    if (index === tableAt) {
      body.push(`The inputs most teams set for the ${lowerPhrase(object)}:`);
      body.push(inputsTable(random, topic));
    }
    if (index === admonitionAt) {
      const admonition = random.pick(ADMONITIONS);
      body.push(`:::${admonition.type}${admonition.title ? `[${admonition.title}]` : ""}\n\n${paragraph(random, context, 2)}\n\n:::`);
    }
    if (random.next() < 0.4) {
      const subheadings = random.sample(SUBHEADINGS, random.int(1, 2));
      for (const sub of subheadings) {
        body.push(`### ${sub}`);
        body.push(paragraph(random, context, random.int(2, 4)));
      }
    }
  });
  return `${front.join("\n")}\n\n${body.join("\n\n")}\n`;
}

// ---------------------------------------------------------------------------------------------
// Hub pages: the docs the site's chrome and home page link to.

/**
 * The doc addresses the navbar, footer and home page link to (`to: "/…/"` or `to: page("/…/")`
 * in src/site-config.ts and src/pages/index.tsx, and the docs its navbar items and docs version
 * name by id, `docId: "…"` and `mainDocId: "…"`, which the build requires), leaving out the pages
 * the site builds itself (home, tags, search).
 * @param {string} [root] the project
 * @returns {string[]}
 */
export function siteLinkedDocs(root = projectRoot) {
  const urls = new Set();
  for (const file of [path.join(root, "src", "site-config.ts"), path.join(root, "src", "pages", "index.tsx")]) {
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(/\bto: (?:page\()?"(\/[^"#?]*)"/g)) {
      if (!/^\/(tags\/|search\/|404)?$/.test(match[1]) && !match[1].startsWith("/tags/")) urls.add(match[1].endsWith("/") ? match[1] : `${match[1]}/`);
    }
    for (const match of text.matchAll(/\b(?:docId|mainDocId): "([^"]+)"/g)) urls.add(`/${match[1]}/`);
  }
  return [...urls].sort();
}

/**
 * The file of a hub page under docs/: `index.mdx` in the address's folder, which both sites
 * publish at the folder's address (another hub may sit below it).
 * @param {string} url
 */
export const hubFile = (url) => `${url.replace(/^\/|\/$/g, "")}/index.mdx`;

/**
 * A hub page: a title from its address, an opening paragraph and a list of the corpus's sections,
 * each linking to its first page.
 * @param {string} url
 * @param {ReturnType<typeof planCorpus>["sections"]} sections
 * @param {Random} random
 */
export function renderHub(url, sections, random) {
  const last = url.split("/").filter(Boolean).pop() ?? "docs";
  const title = capitalise(last.replace(/-/g, " "));
  const first = sections[0].pages[0];
  const context = { object: first.object, topic: first.topic };
  const links = sections.map((section) => `- [${section.label}](${section.pages[0].url}): ${section.pages.length} pages, from ${lowerPhrase(section.pages[0].title)}.`);
  return [
    "---",
    `title: ${JSON.stringify(title)}`,
    `description: ${JSON.stringify(`${title}: where to start in the generated bench docs, section by section.`)}`,
    "---",
    "",
    paragraph(random, context, 3),
    "",
    "## Sections",
    "",
    ...links,
    "",
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------
// Writing the corpus.

/**
 * @typedef {object} Corpus
 * @property {string} dir
 * @property {number} pages
 * @property {string} contentDir our content folder (real content + generated docs)
 * @property {string} docusaurusDir the peer's site folder (docs/, sidebars.js, tags.yml)
 * @property {string} docPath URL path of one generated page, the same in both sites
 * @property {string} editFile that page's file in our content
 * @property {string} peerEditFile the same page in the peer's docs
 * @property {string[]} sidebars names of the sidebars added
 */

/**
 * Writes the corpus into `dir` (which is emptied first).
 * @param {{ pages?: number, dir: string, seed?: number, sourceContentDir?: string }} options
 * @returns {Corpus}
 */
export function generateCorpus({ pages = 1000, dir, seed = 1, sourceContentDir = path.join(projectRoot, "content"), realDocs = false }) {
  if (!Number.isInteger(pages) || pages < 1) throw new Error(`pages must be a whole number of at least 1, got ${pages}`);
  const random = createRandom(seed);
  fs.rmSync(dir, { recursive: true, force: true });
  const contentDir = path.join(dir, "content");
  const docusaurusDir = path.join(dir, "docusaurus");
  if (realDocs) {
    fs.cpSync(sourceContentDir, contentDir, { recursive: true });
    fs.rmSync(path.join(contentDir, "docs", "bench"), { recursive: true, force: true });
  } else {
    fs.mkdirSync(path.join(contentDir, "docs"), { recursive: true });
    for (const file of ["tags.yaml", "versions.yaml"]) fs.copyFileSync(path.join(sourceContentDir, file), path.join(contentDir, file));
    fs.writeFileSync(path.join(contentDir, "sidebars.yaml"), "");
  }

  const tagRegistry = /** @type {Record<string, { label?: string, description?: string }>} */ (YAML.parse(fs.readFileSync(path.join(sourceContentDir, "tags.yaml"), "utf8")) ?? {});
  const registered = new Set(Object.keys(tagRegistry));

  const plan = planCorpus(pages, random);
  /** @param {string[]} roots @param {string} name @param {string} text */
  const write = (roots, name, text) => {
    for (const root of roots) {
      const file = path.join(root, name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    }
  };
  const both = [path.join(contentDir, "docs"), path.join(docusaurusDir, "docs")];
  for (const page of plan.all) write(both, page.file, renderPage(page, plan.all, random, registered));
  // The docs the site's navbar, footer and home page link to, as hub pages in both sites; with
  // realDocs our content has the real docs at these addresses, and only the peer gets hubs.
  for (const url of siteLinkedDocs()) write(realDocs ? both.slice(1) : both, hubFile(url), renderHub(url, plan.sections, random));

  const sidebars = corpusSidebars(plan.sections);
  const sidebarsFile = path.join(contentDir, "sidebars.yaml");
  const existing = fs.readFileSync(sidebarsFile, "utf8");
  const clash = Object.keys(sidebars).find((name) => new RegExp(`^${name}:`, "m").test(existing));
  if (clash) throw new Error(`${sidebarsFile} already has a sidebar named ${clash}`);
  fs.writeFileSync(sidebarsFile, `${existing.trim() ? `${existing.replace(/\s*$/, "")}\n\n` : ""}# Generated by scripts/bench/corpus.mjs: ${pages} bench pages.\n${YAML.stringify(sidebars, { lineWidth: 0 })}`);

  fs.writeFileSync(path.join(docusaurusDir, "sidebars.json"), `${JSON.stringify(sidebars, null, 2)}\n`);
  fs.writeFileSync(path.join(docusaurusDir, "sidebars.js"), `// Generated by scripts/bench/corpus.mjs: the same sidebars as the bench content's sidebars.yaml.\nmodule.exports = require("./sidebars.json");\n`);
  const peerTags = Object.fromEntries(
    Object.entries(tagRegistry).map(([slug, tag]) => [slug, { label: tag.label ?? slug, permalink: `/${slug}`, ...(tag.description ? { description: tag.description } : {}) }]),
  );
  fs.writeFileSync(path.join(docusaurusDir, "docs", "tags.yml"), YAML.stringify(peerTags, { lineWidth: 0 }));

  const page = plan.all[0];
  return {
    dir,
    pages,
    contentDir,
    docusaurusDir,
    docPath: page.url,
    editFile: path.join(contentDir, "docs", page.file),
    peerEditFile: path.join(docusaurusDir, "docs", page.file),
    sidebars: Object.keys(sidebars),
  };
}
