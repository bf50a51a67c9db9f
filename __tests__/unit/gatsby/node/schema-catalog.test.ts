import { catalogTypeDefs } from "../../../../src/gatsby/node/schema-catalog";
import { sourceCatalogModule } from "../../../../src/gatsby/node/nodes/catalog";
import { contentFile } from "./nodes/source-for-tests";
import { declaredTypes, nodeTypes, schemaOf, undocumented } from "./schema-for-tests";

/** The Tag type the catalog's types link to (src/gatsby/node/schema.ts declares it). */
const TAG = `type Tag implements Node @dontInfer { slug: String! }`;

const VPC = `
name: VPC
description: A VPC with public and private subnets.
version: v0.110.2
lastChanged: v0.104.0
source: modules/networking/vpc
tags: [vpc]
inputs:
  - name: cidr_block
    type: string
    description: The IPv4 CIDR block of the VPC.
    required: true
outputs:
  - name: vpc_id
    description: The ID of the VPC.
manage:
  replacement:
    - input: cidr_block
      effect: Replaces the VPC.
  beforeDestroy:
    - Destroy what runs in it first.
`;

describe("the service catalog's types", () => {
  it("are valid GraphQL, naming only types that exist", () => {
    expect(() => schemaOf(TAG, catalogTypeDefs)).not.toThrow();
    expect(() => schemaOf(catalogTypeDefs)).toThrow(/Unknown type "Tag"/);
  });

  it("document every type and field, for writers reading GraphiQL", () => {
    expect(undocumented(schemaOf(TAG, catalogTypeDefs)).filter((name) => !name.startsWith("Tag"))).toEqual([]);
  });

  it("make ServiceModule a node type whose shape never follows the content", () => {
    expect(nodeTypes(schemaOf(TAG, catalogTypeDefs)).filter((type) => type.name !== "Tag")).toEqual([{ name: "ServiceModule", dontInfer: true }]);
  });

  it("declare every field sourcing gives a module's node, since undeclared fields are not queryable", async () => {
    const { context, created } = contentFile("catalog/networking/vpc.yaml", VPC);
    await sourceCatalogModule(context);
    const schema = schemaOf(TAG, catalogTypeDefs);
    const declared = (name: string) => Object.keys(declaredTypes(schema).find((type) => type.name === name)!.getFields());
    const fields = created[0].fields as { inputs: object[]; outputs: object[]; usage: { terraform: object }; manage: { replacement: object[] } };
    expect(declared("ServiceModule")).toEqual(expect.arrayContaining(Object.keys(fields)));
    expect(declared("ModuleInput")).toEqual(expect.arrayContaining(Object.keys(fields.inputs[0])));
    expect(declared("ModuleOutput")).toEqual(expect.arrayContaining(Object.keys(fields.outputs[0])));
    expect(declared("HighlightedCode")).toEqual(expect.arrayContaining(Object.keys(fields.usage.terraform)));
    expect(declared("ServiceModuleManage")).toEqual(expect.arrayContaining(Object.keys(fields.manage)));
    expect(declared("ServiceModuleReplacement")).toEqual(expect.arrayContaining(Object.keys(fields.manage.replacement[0])));
  });

  it("link a module's tags to the registry by slug", () => {
    const tags = declaredTypes(schemaOf(TAG, catalogTypeDefs)).find((type) => type.name === "ServiceModule")!.getFields().tags;
    expect(String(tags.type)).toBe("[Tag!]!");
    const link = tags.astNode?.directives?.find((d) => d.name.value === "link");
    expect(Object.fromEntries((link?.arguments ?? []).map((a) => [a.name.value, a.value.kind === "StringValue" ? a.value.value : undefined]))).toEqual({ by: "slug", from: "tagSlugs" });
  });
});
