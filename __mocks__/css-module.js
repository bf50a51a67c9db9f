// CSS Modules in jest: every class name is its own key (`styles.line` is "line"). Flagged as an
// ES module so `import * as styles` returns the proxy itself instead of a copy of its (no) keys.
module.exports = new Proxy({}, { get: (_target, key) => (key === "__esModule" ? true : String(key)) });
