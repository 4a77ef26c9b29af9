/**
 * Stands in for `use-sync-external-store/shim`, which effector-react still imports. React 18 and
 * later have useSyncExternalStore built in; the shim's own fallback implementation is dead weight
 * on every page.
 */
module.exports = { useSyncExternalStore: require('react').useSyncExternalStore };
