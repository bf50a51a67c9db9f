import { transformSync } from "@swc/core";
import { CORE_JS_POLYFILLS, NEEDLESS_POLYFILLS, hasGraphqlQuery, needsGatsbyBabel, parserFor, swcOptions } from "../../../../src/lib/build/transpile";

const BROWSERS = { browsers: [">0.25%", "not dead"] };

/** Compiles source with the options the build uses (SWC's option types are wider than ours). */
function compile(file: string, source: string, target: Parameters<typeof swcOptions>[1] = BROWSERS, dependency = false): string {
  return transformSync(source, { filename: file, ...swcOptions(file, target, { production: true, dependency }) }).code;
}

describe("which compiler a module gets", () => {
  const never = () => {
    throw new Error("the source should not be read");
  };

  it("keeps Gatsby's Babel for page templates, which Gatsby splits per export", () => {
    expect(needsGatsbyBabel({ resource: "/site/src/pages/index.tsx", pageTemplate: true }, never)).toBe(true);
  });

  it("keeps Gatsby's Babel for packages that depend on Gatsby (the only packages this rule sees)", () => {
    expect(needsGatsbyBabel({ resource: "/site/node_modules/gatsby-plugin-mdx/gatsby-browser.js", pageTemplate: false }, never)).toBe(true);
  });

  it("keeps Gatsby's Babel for a module with a query, and gives SWC every other module", () => {
    const request = { resource: "/site/src/templates/doc.tsx", pageTemplate: false };
    expect(needsGatsbyBabel(request, () => "export const query = graphql`\n  query Doc { site { id } }\n`;")).toBe(true);
    expect(needsGatsbyBabel(request, () => "export const Doc = () => null;")).toBe(false);
  });

  it("finds a graphql tagged template, and not the word alone", () => {
    expect(hasGraphqlQuery("graphql`fragment A on Doc { id }`")).toBe(true);
    expect(hasGraphqlQuery("const q = graphql `{ id }`")).toBe(true);
    expect(hasGraphqlQuery("// GraphiQL runs at /___graphql\nconst graphqlUrl = '/___graphql';")).toBe(false);
  });
});

describe("SWC's options", () => {
  it("parses TypeScript with JSX only in .tsx, and the site's JavaScript with JSX (Gatsby's runtime has it)", () => {
    expect(parserFor("a.tsx")).toEqual({ syntax: "typescript", tsx: true });
    expect(parserFor("a.ts")).toEqual({ syntax: "typescript", tsx: false });
    expect(parserFor(".cache/production-app.js")).toEqual({ syntax: "ecmascript", jsx: true });
    expect(parserFor("node_modules/pkg/index.js", true)).toEqual({ syntax: "ecmascript", jsx: false });
  });

  it("compiles TypeScript and JSX with React's automatic runtime", () => {
    const code = compile("a.tsx", "const n: number = 1;\nexport const A = () => <p>{n}</p>;");
    expect(code).toContain('from "react/jsx-runtime"');
    expect(code).not.toContain(": number");
  });

  it("keeps a CommonJS file CommonJS (Gatsby's runtime has some), so its exports still reach webpack", () => {
    const code = compile(".cache/api-runner-browser.js", "exports.apiRunner = function (api) { return [api]; };");
    expect(code).toContain("exports.apiRunner");
    expect(code).not.toMatch(/\bexport\b|\bimport\b/);
  });

  it("imports only the polyfills Gatsby's Babel preset would (core-js 3.0's), for features the site's browsers lack", () => {
    expect(CORE_JS_POLYFILLS).toBe("3.0");
    // Later core-js would import iterator helpers (ES2025) for every .map and .filter: the site's code is typed against ES2022.
    const code = compile("a.ts", "export const f = (xs: number[]) => xs.map((x) => x + 1).filter(Boolean);");
    expect(code).not.toContain("core-js");
  });

  it("does not pull in typed-array polyfills for a Map's set in a module that also makes typed arrays (the search ranker)", () => {
    const source = "const scores = new Float64Array(4);\nexport const f = (m: Map<string, number>) => { m.set('a', 1); return scores; };";
    expect(NEEDLESS_POLYFILLS).toContain("es.typed-array.set");
    expect(compile("a.ts", source)).not.toContain("es.typed-array.set");
  });

  it("in npm start, keeps source maps and registers the browser's components with React Fast Refresh (not a package's, not the renderer's)", () => {
    const source = "export const Note = () => <p>Saved</p>;";
    const develop = (file: string, target: Parameters<typeof swcOptions>[1], dependency = false) => transformSync(source, { filename: file, ...swcOptions(file, target, { production: false, dependency }) });
    const browser = develop("src/components/Note.tsx", BROWSERS);
    expect(browser.code).toContain("$RefreshReg$");
    expect(browser.code).toContain('from "react/jsx-dev-runtime"');
    expect(browser.map).toBeDefined();
    const pkg = transformSync("export const Note = () => React.createElement('p', null, 'Saved');", { filename: "node_modules/pkg/note.js", ...swcOptions("node_modules/pkg/note.js", BROWSERS, { production: false, dependency: true }) });
    expect(pkg.code).not.toContain("$RefreshReg$");
    expect(develop("src/components/Note.tsx", { node: process.versions.node }).code).not.toContain("$RefreshReg$");
    expect(transformSync(source, { filename: "a.tsx", ...swcOptions("a.tsx", BROWSERS, { production: true }) }).map).toBeUndefined();
  });

  it("lowers nothing for the HTML renderer, which runs in this Node", () => {
    const code = compile("a.ts", "export const f = (o?: { a?: number }) => o?.a ?? 0;", { node: process.versions.node });
    expect(code).toContain("?.");
    expect(code).toContain("??");
    expect(code).not.toContain("core-js");
  });
});
