import type { Lang, LanguagePack } from './languagePack';
import { ja, ko, zhHans, zhHant } from './packs.cjk';
import { it, pt, ru } from './packs.more';
import { de, en, es, fr } from './packs.western';

export const PACKS: Readonly<Record<Lang, LanguagePack>> = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant, ja, ko, de, fr, es, pt, ru, it };
export const LANGS = Object.keys(PACKS) as Lang[];

/** Pasted code with a first-person comment inside: the words are in the code, not the user's own. */
export const fencedCode = (line: string): string =>
  `\`\`\`js\n// ${line}\nconst settings = { indent: 2 };\nexport default settings;\n\`\`\``;
export const indentedCode = (line: string): string => `    # ${line}\n    print("hello")`;
