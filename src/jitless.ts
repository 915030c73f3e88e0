// Imported first by both entry points (main.tsx, worker/entry.ts), before any module builds a zod schema:
// zod decides at schema construction whether it may compile validators with `new Function`, and that
// probe alone is a Content-Security-Policy violation (no eval on this page). Jitless, it never probes.
import { z } from 'zod';

z.config({ jitless: true });
