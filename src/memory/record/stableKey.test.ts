import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSegment, normalizeTags } from './normalize';
import { buildStableKey, resolveTags } from './stableKey';

describe('buildStableKey: worked examples', () => {
  it.each([
    ['user_preference', { subject: '桃子', polarity: 'prefer' }, 'user_preference:prefer-桃子'],
    ['user_preference', { subject: '香菜', polarity: 'avoid' }, 'user_preference:avoid-香菜'],
    ['user_preference', { subject: 'VSCode', polarity: 'prefer' }, 'user_preference:prefer-vscode'],
    ['communication_preference', { subject: '技术解释', facet: '先大白话再专业' }, 'communication_preference:技术解释-先大白话再专业'],
    ['stable_user_context', { subject: '前端工程师', facet: 'Windows PowerShell' }, 'stable_user_context:前端工程师-windows-powershell'],
    ['stable_user_context', { subject: '前端工程师', facet: '五年经验 Vue React' }, 'stable_user_context:前端工程师-五年经验-vue-react'],
    ['project_context', { subject: 'AI Mind', facet: '版本规划' }, 'project_context:ai-mind-版本规划'],
  ] as const)('Given %s %j, when the key is built, then it is %s', (type, identity, key) => {
    expect(buildStableKey(type, identity)).toBe(key);
  });
});

describe('buildStableKey: rules', () => {
  it('Given a polarity on another type, when the key is built, then the polarity is ignored', () => {
    expect(buildStableKey('project_context', { subject: 'AI Mind', polarity: 'avoid' })).toBe('project_context:ai-mind');
  });

  it('Given an identity that normalises to nothing, when the key is built, then the body is "general"', () => {
    expect(buildStableKey('standing_instruction', { subject: '!!!', facet: '   ' })).toBe('standing_instruction:general');
  });

  it('Given very long parts, when the key is built, then each part is cut to 96 and the key to 160 without a trailing dash', () => {
    const key = buildStableKey('workflow_preference', { subject: 'a'.repeat(95) + ' bbbb', facet: 'c '.repeat(80) });
    expect(Array.from(key).length).toBeLessThanOrEqual(160);
    expect(key.endsWith('-')).toBe(false);
    expect(key.startsWith(`workflow_preference:${'a'.repeat(95)}-`)).toBe(true);
  });

  it('Given a part that a cut leaves with a trailing dash, when the key is built, then that dash is stripped', () => {
    expect(normalizeSegment(`${'a'.repeat(95)} b`)).toBe('a'.repeat(95));
  });

  it('Given punctuation and symbols, when normalised, then each run becomes one dash', () => {
    expect(normalizeSegment('  C++ / Node.js -- v20!! ')).toBe('c-node-js-v20');
  });
});

describe('tags', () => {
  it('Given tags with duplicates, case and width noise, when normalised, then first order is kept without duplicates', () => {
    expect(normalizeTags(['Fruit', 'ＦＲＵＩＴ', ' fruit ', '水果', 'Chocolate Chip'])).toEqual(['fruit', '水果', 'chocolate-chip']);
  });

  it('Given a tag longer than 48 characters, when normalised, then it is cut, not rejected', () => {
    expect(normalizeTags(['x'.repeat(60)])).toEqual(['x'.repeat(48)]);
  });

  it('Given no tags, when resolved, then the subject and facet become the tags', () => {
    expect(resolveTags([], { subject: '前端工程师', facet: 'Windows PowerShell' })).toEqual(['前端工程师', 'windows-powershell']);
  });

  it('Given only empty tags, when resolved, then the identity is used instead', () => {
    expect(resolveTags(['  ', '!!'], { subject: '桃子' })).toEqual(['桃子']);
  });
});

const BASE = fc.stringMatching(/^[A-Za-z0-9桃子水果前端工程师版本规划]{1,12}( [A-Za-z0-9桃子水果前端工程师]{1,12}){0,3}$/);
const fullWidth = (s: string) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

/** Case, width and whitespace noise that must not change what a key means. */
const noisy = (s: string, flips: readonly boolean[], widen: boolean, pad: string) => {
  const cased = Array.from(s)
    .map((c, i) => (flips[i % Math.max(flips.length, 1)] ? c.toUpperCase() : c.toLowerCase()))
    .join('');
  const widened = widen ? fullWidth(cased) : cased;
  return `${pad}${widened.replace(/ /g, `${pad || ' '}\u200B `)}${pad}`;
};

describe('stable key properties', () => {
  it('Given any identity, when case, width and whitespace are perturbed, then the key is unchanged', () => {
    fc.assert(
      fc.property(
        BASE,
        fc.option(BASE, { nil: undefined }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        fc.constantFrom('', ' ', '\t', '　', '  \n'),
        fc.constantFrom('prefer' as const, 'avoid' as const),
        (subject, facet, flips, widen, pad, polarity) => {
          const clean = buildStableKey('user_preference', { subject, facet, polarity });
          const dirty = buildStableKey('user_preference', {
            subject: noisy(subject, flips, widen, pad),
            facet: facet === undefined ? undefined : noisy(facet, flips, widen, pad),
            polarity,
          });
          expect(dirty).toBe(clean);
        },
      ),
      { numRuns: 300 },
    );
  });
});
