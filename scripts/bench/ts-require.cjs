/**
 * Lets the bench scripts `require()` the site's TypeScript modules (src/lib, the MDX compiler)
 * directly: each .ts/.tsx file is transpiled to CommonJS with the project's TypeScript when loaded.
 * Types are not checked here (`npm run typecheck` does that).
 */
const fs = require("node:fs");
const ts = require("typescript");

const compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  jsx: ts.JsxEmit.ReactJSX,
  esModuleInterop: true,
  sourceMap: false,
};

for (const extension of [".ts", ".tsx"]) {
  require.extensions[extension] = (module, filename) => {
    const source = fs.readFileSync(filename, "utf8");
    const { outputText } = ts.transpileModule(source, { compilerOptions, fileName: filename });
    module._compile(outputText, filename);
  };
}
