/**
 * Lets the minifier drop the parts of react-router the portal does not use (NavLink, Form, the
 * data-router views …). Its published build defines each component with a top-level
 * `React.forwardRef(…)` / `React.memo(…)` / `React.createContext(…)` call and then sets its
 * `displayName`: both count as side effects, so every component was kept. This marks the calls pure
 * and drops the `displayName` lines, which only developer tools read.
 */
module.exports = function pureCallsLoader(source) {
  return source
    .replace(/(^var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2')
    .replace(/^\w+\.displayName = "\w+";$/gm, '');
};
