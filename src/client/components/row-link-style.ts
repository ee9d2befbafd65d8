/**
 * A link that names a row (a task, a visit, a request of a list): a whole 44 px line, big enough for a
 * finger (WCAG 2.5.5). A style object, for the router's Link.
 */
export const ROW_LINK_STYLE = { fontWeight: 600, display: 'flex', alignItems: 'center', minHeight: 44 } as const;
