/**
 * The largest export file an import accepts. A year of heavy use is about 50 MB; a file over
 * this is refused before a byte of it is read, so it can neither freeze the page nor crash the worker.
 */
export const MAX_IMPORT_BYTES = 256 * 1024 * 1024;

/** Progress of reading and checking an import file, in bytes. */
export interface ImportProgress {
  phase: 'reading' | 'checking' | 'writing';
  loaded: number;
  total: number;
}
