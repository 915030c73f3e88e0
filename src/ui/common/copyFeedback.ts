/** How long "Copied" (or "Copy failed") shows after a copy button is pressed, everywhere in the app. */
export const COPY_FEEDBACK_MS = 1500;
