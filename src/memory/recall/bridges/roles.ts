import type { BridgeLanguage } from './concept';
import { OCCUPATION_LANGUAGES, OCCUPATIONS } from './occupations.data';
import { EXTRA_OCCUPATIONS } from './occupationsExtra.data';

// The roles of the occupation tables (CLDR's people with a role, and a few more) read once, for every rule that
// asks whether a word names someone by their work: a user naming themself by it, a role before a Korean kind word,
// a role before an honorific (お医者さん is no name).

export interface Role {
  readonly id: string;
  readonly forms: Readonly<Record<BridgeLanguage, readonly string[]>>;
}

/** A form as the question's run form writes it: lower case, a hyphen a space. */
const written = (form: string): string => form.normalize('NFKC').toLowerCase().replace(/-/g, ' ').trim();

function parse(table: string): Role[] {
  return table
    .split('\n')
    .filter((line) => line.includes('|'))
    .map((line) => {
      const [id = '', ...columns] = line.split('|');
      const forms = Object.fromEntries(
        OCCUPATION_LANGUAGES.map((l, i) => [
          l,
          (columns[i] ?? '')
            .split('/')
            .filter((f) => f !== '')
            .map(written),
        ]),
      ) as Record<BridgeLanguage, string[]>;
      return { id, forms };
    });
}

export const ROLES: readonly Role[] = [...parse(OCCUPATIONS), ...parse(EXTRA_OCCUPATIONS)];

/** Every word the roles have in the ten languages, as `written` gives it. */
export const ROLE_WORDS: ReadonlySet<string> = new Set(ROLES.flatMap((r) => OCCUPATION_LANGUAGES.flatMap((l) => r.forms[l])));
