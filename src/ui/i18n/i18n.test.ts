import { describe, expect, it } from 'vitest';
import { en } from './en';
import { zh } from './zh';
import { format } from './format';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('UI strings', () => {
  it('given both languages, when compared key by key, then each Chinese string keeps the English placeholders', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect([key, placeholders(zh[key])]).toEqual([key, placeholders(en[key])]);
  });

  it('given a template, when formatted, then known placeholders are filled and unknown ones stay visible', () => {
    expect(format('{n} pending of {m}', { n: 2 })).toBe('2 pending of {m}');
  });
});
