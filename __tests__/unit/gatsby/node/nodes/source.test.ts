import { pendingContentErrors } from "../../../../../src/gatsby/node/content-errors";
import { readValidYaml, readYaml, reportProblems } from "../../../../../src/gatsby/node/nodes/source";
import { contentFile } from "./source-for-tests";

/** A validator as the lib's are: the value it made and every problem, each with where it is. */
const needsName = (raw: unknown) => {
  const name = typeof raw === "object" && raw !== null && "name" in raw ? raw.name : undefined;
  return typeof name === "string" ? { name, problems: [] } : { name: "", problems: [{ where: "name", message: "expected a string" }] };
};

describe("reading a content file's YAML", () => {
  it("gives the parsed value", async () => {
    const { context, errors } = contentFile("versions.yaml", "terraform:\n  label: Terraform\n  version: 1.5.7\n");
    await expect(readYaml(context)).resolves.toEqual({ terraform: { label: "Terraform", version: "1.5.7" } });
    expect(errors).toEqual([]);
  });

  it("reports YAML that does not parse with the file, line and column, and gives undefined", async () => {
    const { context, errors } = contentFile("sidebars.yaml", "intro:\n  - intro\n  - [unclosed\n");
    await expect(readYaml(context)).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^content\/sidebars\.yaml:\d+:\d+: invalid YAML: /);
    expect(pendingContentErrors()).toEqual(expect.arrayContaining(errors));
  });

  it("refuses a key written twice, naming its line", async () => {
    const { context, errors } = contentFile("tags.yaml", "vpc: { label: VPC, description: Networks. }\nvpc: { label: VPC, description: Again. }\n");
    await expect(readYaml(context)).resolves.toBeUndefined();
    expect(errors).toEqual([expect.stringMatching(/^content\/tags\.yaml:2:1: invalid YAML: Map keys must be unique/)]);
  });

  it("lets an error that is not the YAML's go through, rather than blame the writer", async () => {
    const { context, errors } = contentFile("tags.yaml", "");
    context.loadContent = async () => {
      throw new Error("EACCES: permission denied");
    };
    await expect(readYaml(context)).rejects.toThrow("EACCES");
    expect(errors).toEqual([]);
  });
});

describe("reading a content file's YAML through its validator", () => {
  it("gives what the validator made when there is no problem", async () => {
    const { context, errors } = contentFile("tags.yaml", "name: vpc\n");
    await expect(readValidYaml(context, needsName)).resolves.toEqual({ name: "vpc", problems: [] });
    expect(errors).toEqual([]);
  });

  it("validates an empty file as an empty mapping", async () => {
    const { context, errors } = contentFile("tags.yaml", "");
    await expect(readValidYaml(context, needsName)).resolves.toBeUndefined();
    expect(errors).toEqual(["content/tags.yaml: name: expected a string"]);
  });

  it("reports every problem, one line each naming the file and the field, and gives undefined", async () => {
    const { context, errors } = contentFile("sidebars.yaml", "intro: [a]\nguides: 3\n");
    const validate = () => ({
      problems: [
        { where: "intro[0]", message: 'doc "a" does not exist' },
        { where: "guides", message: "expected a list of items" },
      ],
    });
    await expect(readValidYaml(context, validate)).resolves.toBeUndefined();
    expect(errors).toEqual(['content/sidebars.yaml: intro[0]: doc "a" does not exist\ncontent/sidebars.yaml: guides: expected a list of items']);
  });

  it("reports the problems a source validates itself (a catalog module's) the same way", () => {
    const { context, errors } = contentFile("catalog/networking/vpc.yaml", "");
    reportProblems(context, [{ where: 'input "cidr"', message: "has no type" }]);
    expect(errors).toEqual(['content/catalog/networking/vpc.yaml: input "cidr": has no type']);
  });

  it("does not validate YAML that does not parse", async () => {
    const { context, errors } = contentFile("tags.yaml", "a: [\n");
    const validate = jest.fn(needsName);
    await expect(readValidYaml(context, validate)).resolves.toBeUndefined();
    expect(validate).not.toHaveBeenCalled();
    expect(errors).toEqual([expect.stringMatching(/^content\/tags\.yaml:\d+:\d+: invalid YAML/)]);
  });
});
