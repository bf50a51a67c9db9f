/** Two compiled sample docs and their search records, shared by the search modules' tests. */
import { compileDoc } from "../../../../src/gatsby/node/compile";
import { buildDocRecords } from "../../../../src/lib/search/records";

export const compile = (source: string) =>
  compileDoc(source, { file: "doc.mdx", lineOffset: 0, resolveMarkdownLink: () => undefined, normaliseInternalPath: (p) => p });

export async function records() {
  const vpc = await compile('Build a network.\n\n## Subnets\n\nPrivate app subnets hold services.\n\n```hcl\nresource "aws_subnet" "private" {\n  vpc_id = aws_vpc.main.id\n}\n```\n\n### NAT gateways\n\nOne NAT gateway per zone.\n');
  const terraform = await compile("Terraform basics.\n\n## Remote state\n\nState lives in S3 with a DynamoDB lock table.\n");
  return [
    ...buildDocRecords({ path: "/guides/vpc/", title: "Build a VPC", description: "A production VPC.", body: vpc.tree }, "Guides"),
    ...buildDocRecords({ path: "/intro/terraform/", title: "Terraform Fundamentals", description: "Terraform for Cairn users.", body: terraform.tree }, "Intro"),
  ];
}
