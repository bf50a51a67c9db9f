/** The service catalog's types in the data layer: a module and the parts of its reference page. */
export const catalogTypeDefs = `
  """A module of the service catalog, from content/catalog/<category>/<service>.yaml."""
  type ServiceModule implements Node @dontInfer {
    "category/service, e.g. networking/vpc."
    slug: String!
    "Catalog category, e.g. networking."
    category: String!
    "Service folder name, e.g. vpc."
    service: String!
    "Display name."
    name: String!
    "One-line description."
    description: String!
    "Catalog release this page documents, e.g. v0.110.2."
    version: String!
    "Release in which the module last changed."
    lastChanged: String!
    "Path of the module in the catalog repository."
    source: String!
    "Tags of the module, linked to the registry."
    tags: [Tag!]! @link(by: "slug", from: "tagSlugs")
    "Tag slugs as written in the YAML."
    tagSlugs: [String!]!
    "Input variables, in the order of the YAML."
    inputs: [ModuleInput!]!
    "Outputs, in the order of the YAML."
    outputs: [ModuleOutput!]!
    "Running the module after deploy: inputs that force replacement and steps before destroying it."
    manage: ServiceModuleManage!
    "Copy-ready usage with every required input, highlighted."
    usage: ModuleUsage!
    "URL path of the module's reference page."
    path: String!
    "Source file path relative to the project."
    sourcePath: String!
  }

  """An input variable of a module."""
  type ModuleInput {
    "Variable name, snake_case; its anchor on the reference page is #<name>."
    name: String!
    "Terraform type constraint as written, e.g. list(string) or a multi-line object({...})."
    type: String!
    "What the input sets, for the reader."
    description: String!
    "True when the module has no default and every caller must set it."
    required: Boolean!
    "Default of an optional input, as written in the YAML (null means no value); null for a required input."
    default: JSON
    "True when Terraform hides the value in plans (a secret)."
    sensitive: Boolean!
  }

  """An output of a module."""
  type ModuleOutput {
    "Output name, snake_case; its anchor on the reference page is #output-<name>."
    name: String!
    "What the output holds."
    description: String!
  }

  """A module's copy-ready usage, in both tools."""
  type ModuleUsage {
    "A Terraform module block (main.tf)."
    terraform: HighlightedCode!
    "A Terragrunt unit (terragrunt.hcl)."
    terragrunt: HighlightedCode!
  }

  """Code highlighted at build time."""
  type HighlightedCode {
    "The source, as the copy button copies it."
    code: String!
    "The source's lines, each a list of [token classes, text] pairs (classes empty for plain text)."
    lines: [[[String!]!]!]!
  }

  """What running a module takes beyond deploying it: the data behind its reference page's Manage section."""
  type ServiceModuleManage {
    "Inputs whose change makes Terraform destroy and recreate a resource (the AWS provider's ForceNew arguments)."
    replacement: [ServiceModuleReplacement!]!
    "Steps specific to this module, in order, before terragrunt destroy."
    beforeDestroy: [String!]!
  }

  """An input that forces replacement, and what changing it destroys and recreates."""
  type ServiceModuleReplacement {
    "Name of the input."
    input: String!
    "What changing it replaces, and the consequence for the running service."
    effect: String!
  }
`;
