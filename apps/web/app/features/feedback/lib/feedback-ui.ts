/**
 * Marks the widget's own elements (button, dialog, overlay): hidden while the capture runs and left
 * out of it. Its own module: the floating button on every page needs only this, and capture-page.ts
 * imports the contracts (zod), which must not load with every page (decision 443).
 */
export const feedbackUiAttribute = "data-feedback-ui";
