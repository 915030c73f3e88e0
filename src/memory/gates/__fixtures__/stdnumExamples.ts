import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// stdnum exposes no example values, but ships its own specs: the values they assert valid are the examples.
const STDNUM_SRC = fileURLToPath(new URL('../../../../node_modules/stdnum/src', import.meta.url));
export function stdnumExamples(): { format: string; value: string }[] {
  const found: { format: string; value: string }[] = [];
  for (const country of readdirSync(STDNUM_SRC)) {
    const dir = join(STDNUM_SRC, country);
    if (country === 'util' || !statSync(dir).isDirectory()) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.spec.ts'))) {
      const source = readFileSync(join(dir, file), 'utf8');
      for (const m of source.matchAll(/it\('validate:([^']+)',[\s\S]*?\n {2}\}\);/g)) {
        if (/isValid(?: && result\.compact)?\)\.toEqual\((?:true|'[^']*')\)/.test(m[0])) {
          found.push({ format: `${country.toUpperCase()}.${file.replace('.spec.ts', '')}`, value: m[1] ?? '' });
        }
      }
    }
  }
  return found;
}
