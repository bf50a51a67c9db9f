import { sourceTags } from "../../../../../src/gatsby/node/nodes/tags";
import { TAG_NODE_TYPE, nodeKey } from "../../../../../src/gatsby/node/schema";
import { contentFile } from "./source-for-tests";

const TAGS = `
vpc: { label: VPC, description: "Amazon VPC: private networks, subnets and routing." }
aws-landing-zone: { label: AWS Landing Zone, description: "Multi-account AWS setups with AWS Organizations." }
`;

describe("sourcing tags.yaml", () => {
  it("makes one Tag node per registered tag, with the path of its page", async () => {
    const { context, created, errors } = contentFile("tags.yaml", TAGS);
    await sourceTags(context);
    expect(errors).toEqual([]);
    expect(created).toEqual([
      {
        type: "Tag",
        key: nodeKey(TAG_NODE_TYPE, "tags.yaml", "vpc"),
        fields: { slug: "vpc", label: "VPC", description: "Amazon VPC: private networks, subnets and routing.", path: "/tags/vpc/" },
      },
      {
        type: "Tag",
        key: nodeKey(TAG_NODE_TYPE, "tags.yaml", "aws-landing-zone"),
        fields: { slug: "aws-landing-zone", label: "AWS Landing Zone", description: "Multi-account AWS setups with AWS Organizations.", path: "/tags/aws-landing-zone/" },
      },
    ]);
  });

  it("reports every problem with the file and the field, and registers no tag at all", async () => {
    const { context, created, errors } = contentFile("tags.yaml", `${TAGS}Bad_Slug: { label: Bad, description: Bad. }\nrds: { label: RDS }\n`);
    await sourceTags(context);
    expect(created).toEqual([]);
    expect(errors[0].split("\n")).toEqual([
      "content/tags.yaml: Bad_Slug: a tag slug is lowercase letters, digits and single hyphens",
      "content/tags.yaml: rds.description: expected a non-empty string",
    ]);
  });

  it("reports a slug registered twice with its line", async () => {
    const { context, created, errors } = contentFile("tags.yaml", `${TAGS}vpc: { label: VPC again, description: Twice. }\n`);
    await sourceTags(context);
    expect(created).toEqual([]);
    expect(errors).toEqual([expect.stringMatching(/^content\/tags\.yaml:4:1: invalid YAML: Map keys must be unique/)]);
  });
});
