/**
 * `npm start`'s fast paths (src/lib/build/fast-paths.ts, those serving `develop`), proven to run on
 * the develop project's dev server: each says in the terminal what it did. The server may start
 * cold or on the .cache/ an earlier start left, so a path that had nothing to do may say it was not
 * needed; none may be off for any other reason (a Gatsby release that moved what it leans on turns
 * it off with a warning, which fails here). __tests__/build/fast-paths.test.ts does the same for
 * `gatsby build`.
 */
import { FAST_PATH_NAMES, servesCommand } from "../../src/lib/build/fast-paths";
import { developServer } from "./support/server";

/** Gatsby's reporter may fold a long line: one line per message, for matching. */
const unfolded = (output: string) => output.replace(/\n(?!(?:info|warn|warning|success|error|ERROR|WARN) )/g, " ");

/** Every line the server printed about `name`. */
const linesOf = (output: string, name: string) => unfolded(output).split("\n").filter((line) => line.includes(`fast path ${name}: `));

/** The paths of `npm start`; parcel-snapshot serves both commands and is the outputs' last step. */
const developPaths = FAST_PATH_NAMES.filter((name) => servesCommand(name, "develop"));

/** Until the server has written (or found current) its outputs, the last thing a start does. */
async function startFinished(): Promise<string> {
  const server = developServer();
  for (let waited = 0; waited < 120_000; waited += 500) {
    const output = server.output();
    if (/fast path develop-outputs-when-changed: (ran|off)/.test(unfolded(output)) && /fast path parcel-snapshot: /.test(unfolded(output))) return output;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return server.output();
}

describe("npm start's fast paths", () => {
  it("each say in the terminal that they ran, or that they were not needed, and none warns it is off", async () => {
    const output = await startFinished();
    expect(developPaths).toEqual(expect.arrayContaining(["bodies-on-demand", "develop-outputs-when-changed", "develop-swc", "develop-renderer-cache", "parcel-snapshot"]));
    // Parcel's snapshot is left, rightly, when a file of the site folder changed while the server started.
    const done = (name: string, line: string) => /: ran \(|: off \(not needed/.test(line) || (name === "parcel-snapshot" && line.includes(": off (a file of the site changed while it was built)"));
    const unexplained = developPaths.filter((name) => !linesOf(output, name).some((line) => done(name, line)));
    expect(unexplained).toEqual([]);
    expect(unfolded(output)).not.toMatch(/warn(?:ing)? fast path [a-z-]+: off/);
  }, 150_000);

  it("build both develop compilations with SWC, from webpack's cache where it holds the module", async () => {
    const output = await startFinished();
    expect(linesOf(output, "develop-swc")).toContainEqual(expect.stringMatching(/ran \(\d+ of the site's modules given SWC and \d+ Gatsby's Babel for the dev bundle/));
    expect(linesOf(output, "develop-renderer-cache")).toContainEqual(expect.stringMatching(/ran \(\d+ modules built for the page shell's renderer/));
  }, 150_000);
});
