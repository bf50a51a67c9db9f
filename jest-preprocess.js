// Jest transforms with Gatsby's Babel preset (as Gatsby's unit-testing guide does) plus TypeScript.
// Kept out of babel.config.js so Gatsby's own webpack build is not affected.
const babelOptions = {
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
};
module.exports = require("babel-jest").default.createTransformer(babelOptions);
