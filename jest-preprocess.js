// Jest transforms TypeScript and JSX with Babel for the Node it runs on: CommonJS modules, React's
// automatic runtime (as tsconfig's "react-jsx"). Kept out of babel.config.js so Gatsby's own webpack
// build is not affected. Not babel-preset-gatsby: a dependency named like a Gatsby plugin has its
// files (and gatsby-legacy-polyfills') parsed by every build's query extraction, half a second.
const babelOptions = {
  presets: [
    ["@babel/preset-env", { targets: { node: "current" }, modules: "commonjs" }],
    ["@babel/preset-react", { runtime: "automatic" }],
    "@babel/preset-typescript",
  ],
};
module.exports = require("babel-jest").default.createTransformer(babelOptions);
