/**
 * Ladle's configuration for the design-system catalogue (`npm run catalogue`, `npm run catalogue:build`).
 * The stories live next to the components; `.ladle/components.tsx` wraps every story in the design
 * system's stylesheet, the bundled fonts and a shop's branding.
 *
 * @type {import('@ladle/react').UserConfig}
 */
export default {
  stories: 'shared/src/ui/**/*.stories.tsx',
  defaultStory: 'actions--button--primary',
  // Git-ignored; `ladle preview` serves it.
  outDir: 'catalogue-dist',
  addons: {
    // The portal has no dark mode: a dark canvas would only show the components in a look they never have.
    theme: { enabled: false },
    // axe-core on the story shown: every component is meant to pass WCAG 2.2 AA.
    a11y: { enabled: true },
    // The design system's breakpoints (BREAKPOINTS in shared/src/ui/tokens.ts) and a small phone.
    width: {
      options: { 'phone 375px': 375, 'sm 576px': 576, 'md 768px': 768, 'lg 992px': 992 },
      defaultState: 0,
    },
  },
};
