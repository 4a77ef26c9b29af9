declare global {
  /** Counted by `@portal/shared` each time it is evaluated: once per page when sharing works. */
  var __PORTAL_SHARED_EVALUATIONS__: number | undefined;
}

export {};
