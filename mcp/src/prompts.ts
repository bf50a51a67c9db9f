/**
 * Prompts for the two tasks readers bring most: writing a Terragrunt unit that deploys a service
 * module (with the module's data attached, so the answer uses its real inputs and release), and
 * answering a question from the docs with citations.
 */
import { completable } from "@modelcontextprotocol/sdk/server/completable.js";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { InputError, isExpected, messageOf, NotFoundError } from "./errors";
import { formatModule } from "./format";
import { getModule } from "./modules";
import { moduleNames, MODULE_RESOURCE_PREFIX } from "./resources";
import type { DocsSite } from "./site";
import type { Log } from "./tools";

/** Environment names as the Reference Architecture's accounts are named. */
const ENVIRONMENT = /^[a-z][a-z0-9-]{0,30}$/;
/** An AWS region code, such as us-east-1 or ap-southeast-2. */
const REGION = /^[a-z]{2}(-[a-z]+)+-\d$/;

export function terragruntUnitPrompt(module: Awaited<ReturnType<typeof getModule>>, environment: string, region: string): string {
  const folder = `${environment}/${region}/${environment}/${module.category}/${module.slug.split("/")[1]}`;
  return [
    `Write the Terragrunt unit that deploys the Cairn service catalog module "${module.name}" (${module.slug}) in the ${environment} account, region ${region}, in an infrastructure-live repository laid out as the Cairn Reference Architecture lays it out.`,
    "",
    "Requirements:",
    `- The file is \`${folder}/terragrunt.hcl\`, unless the repository already keeps this module somewhere else: follow the repository.`,
    "- Start from the Terragrunt usage block below: keep its `include \"root\"` block and its `terraform { source = ... }` address with the release it pins; do not invent another release.",
    "- Set every required input. Choose values for this environment and say why; never put secrets in the file (read them from AWS Secrets Manager or SSM, as the module's inputs allow).",
    "- Set an optional input only when this environment needs a value other than its default, with a comment saying why.",
    "- Where another unit provides a value (a VPC ID, subnet IDs, a KMS key), read it with a `dependency` block and mock outputs for `plan`, rather than hard-coding it.",
    "- Use only inputs listed below. If the task needs something the module has no input for, say so instead of inventing one.",
    `- For anything not covered here, search the docs (search_docs) and read the module's page (read_doc ${module.path}) before answering; cite the URLs you used.`,
    "- End with the commands to review and apply it: `terragrunt plan`, then `terragrunt apply`, run in the unit's folder.",
    "",
    `The module, from the docs (${MODULE_RESOURCE_PREFIX}/${module.slug}):`,
    "",
    formatModule(module),
  ].join("\n");
}

export function registerPrompts(server: McpServer, site: DocsSite, log: Log): void {
  server.registerPrompt(
    "write_terragrunt_unit",
    {
      title: "Write a Terragrunt unit for a Cairn module",
      description: "Write the terragrunt.hcl that deploys one Cairn service catalog module in an environment, from the module's real inputs, outputs and pinned release.",
      argsSchema: {
        module: completable(z.string().min(1).max(300).describe("The module: vpc, eks-cluster, networking/vpc, …"), (value) => moduleNames(site, value ?? "")),
        environment: z.string().max(31).optional().describe("The account or environment, such as dev, stage or prod (default dev)"),
        region: z.string().max(30).optional().describe("The AWS region (default us-east-1)"),
      },
    },
    async ({ module: name, environment = "dev", region = "us-east-1" }) => {
      try {
        if (!ENVIRONMENT.test(environment)) throw new InputError(`environment must be a short lowercase name such as dev, stage or prod; got ${JSON.stringify(environment.slice(0, 40))}`);
        if (!REGION.test(region)) throw new InputError(`region must be an AWS region code such as us-east-1; got ${JSON.stringify(region.slice(0, 40))}`);
        const module = await getModule(site, name);
        return {
          description: `A Terragrunt unit for ${module.name} (${module.version}) in ${environment}, ${region}`,
          messages: [{ role: "user", content: { type: "text", text: terragruntUnitPrompt(module, environment, region) } }],
        };
      } catch (error) {
        if (!isExpected(error)) log(`prompt write_terragrunt_unit: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        throw new McpError(error instanceof InputError || error instanceof NotFoundError ? ErrorCode.InvalidParams : ErrorCode.InternalError, messageOf(error));
      }
    },
  );

  server.registerPrompt(
    "answer_from_docs",
    {
      title: "Answer from the Cairn docs",
      description: "Answer a question about Cairn, its modules, Terraform or Terragrunt from the Cairn docs, citing the pages used.",
      argsSchema: { question: z.string().min(1).max(2000).describe("The question to answer") },
    },
    ({ question }) => ({
      description: "A question answered from the Cairn docs",
      messages: [
        {
          role: "user",
          content: {
            type: "text",
            text: [
              `Answer this question from the Cairn documentation: ${question}`,
              "",
              "1. Search the docs with search_docs, using the question's key terms (a module name, an input name, a task). Search again with other words if the first results do not answer it.",
              "2. Read the best one or two pages with read_doc, only the relevant section when the page is long.",
              "3. For a service module's inputs, outputs or usage, use get_module rather than guessing.",
              "4. Answer briefly, with code blocks copied from the docs where they help, and end with the URLs of the pages you used. If the docs do not answer the question, say so rather than guessing.",
            ].join("\n"),
          },
        },
      ],
    }),
  );
}
