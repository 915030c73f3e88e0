// The pre-check every finished turn asks (could the user's words hold a lasting fact, or ask to remember or forget
// one?), in a small module of its own loaded on demand (docs/architecture.md). The gates' chunk, many times larger,
// is then fetched and evaluated only when a batch goes to the model, after the user has been quiet, instead of in
// front of the next message. Import this module only through `loadMemoryRules.ts` (elsewhere: `import type`), or it
// joins the start-up code.

export { triageExtractionJob } from '../turnTriage';
