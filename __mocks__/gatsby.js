// Gatsby's unit-testing guide: keep the real module, replace what needs a running site.
const React = require("react");
const gatsby = jest.requireActual("gatsby");

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(
    // Strip Link-only props so they do not reach the DOM.
    ({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, to, ...rest }) =>
      React.createElement("a", { ...rest, href: to, "data-gatsby-link": "true" }),
  ),
  navigate: jest.fn(),
  useStaticQuery: jest.fn(),
};
