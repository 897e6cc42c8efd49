/**
 * The axe rule sets every story and portal page is checked against: WCAG 2.0,
 * 2.1 and 2.2 at levels A and AA, and axe's best practices. Named tags, not
 * axe's defaults: rules such as target-size (WCAG 2.2, 2.5.8) run only when
 * their tag is asked for.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

/** axe's `runOnly` option for those sets (Storybook's a11y parameter, axe.run in e2e). */
export const AXE_RUN_ONLY: { type: 'tag'; values: string[] } = { type: 'tag', values: [...AXE_TAGS] };
