// The gates as the rest of the memory core may use them: exchange/ re-runs them on every imported
// record. Other concept folders go through this file, never into a gate's own module.
export { validateCandidate, type ValidationContext, type ValidationResult } from './validate';
export { isSafeToShow } from './scanSurface';
