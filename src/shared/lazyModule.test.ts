import { describe, expect, it } from 'vitest';
import { lazyModule, ModuleLoadError, unavailableIfNotLoaded } from './lazyModule';
import { ok } from './result';

describe('lazyModule', () => {
  it('given a loader, when nothing asks for the module, then it is never loaded; when several callers ask at once, then it loads once and all share it', async () => {
    let loads = 0;
    const load = lazyModule('The thing', async () => ({ n: ++loads }));
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([load(), load()]);
    expect(loads).toBe(1);
    expect(a).toBe(b);
    expect(await load()).toBe(a);
  });

  it('given the chunk cannot be fetched, when asked, then it rejects with a ModuleLoadError naming the part, and the next call tries again', async () => {
    let attempts = 0;
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    const load = lazyModule('Conversation search', async () => {
      attempts += 1;
      if (attempts === 1) throw cause;
      return 'loaded';
    });
    const failure = await load().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ModuleLoadError);
    expect((failure as ModuleLoadError).message).toMatch(/^Conversation search could not be loaded\. .*reload the page/);
    expect((failure as ModuleLoadError).cause).toBe(cause);
    expect(await load()).toBe('loaded');
    expect(attempts).toBe(2);
  });

  it('given an answer produced from a module that could not be loaded, then it is "module_unavailable" (the page words it); any other throw is still a throw', async () => {
    const load = lazyModule('The memory inspector', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await unavailableIfNotLoaded(async () => ok(await load()))).toEqual({ ok: false, error: { code: 'module_unavailable' } });
    expect(await unavailableIfNotLoaded(async () => ok(1))).toEqual({ ok: true, value: 1 });
    await expect(unavailableIfNotLoaded(() => Promise.reject(new RangeError('a bug')))).rejects.toBeInstanceOf(RangeError);
  });
});
