import { gatsbyCommand, isGatsbyWorkerProcess, publicDirOf, siteDirOf } from "../../../../../src/gatsby/node/gatsby-internals";

describe("Gatsby's process-wide signals", () => {
  it("name the command gatsby-cli runs", () => {
    expect(gatsbyCommand({ gatsby_executing_command: "build" })).toBe("build");
    expect(gatsbyCommand({ gatsby_executing_command: "develop" })).toBe("develop");
    expect(gatsbyCommand({ gatsby_executing_command: "repl" })).toBe("other");
    expect(gatsbyCommand({})).toBeUndefined();
  });

  it("tell one of Gatsby's worker processes from the build process", () => {
    expect(isGatsbyWorkerProcess({ GATSBY_WORKER_ID: "2" })).toBe(true);
    expect(isGatsbyWorkerProcess({})).toBe(false);
  });

  it("find the site folder in Gatsby's state, or take the working directory", () => {
    expect(siteDirOf({ getState: () => ({ program: { directory: "/site" } }) })).toBe("/site");
    expect(publicDirOf({ getState: () => ({ program: { directory: "/site" } }) })).toBe("/site/public");
    expect(siteDirOf({ getState: () => ({}) })).toBe(process.cwd());
  });
});
