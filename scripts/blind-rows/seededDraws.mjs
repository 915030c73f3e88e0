// Draws for the generated blind rounds: a fixed-seed generator (mulberry32), so a round's values are the same on every
// run, and the helpers that fill a pattern from it and redraw until a validator accepts the value.

/** '#' a digit, '@' a capital letter, anything else itself; `drawValid` redraws until `isValid` accepts. */
export function seededDraws(firstSeed, maxTries = 200000) {
  let seed = firstSeed;
  const rand = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const digit = () => String(Math.floor(rand() * 10));
  const upper = () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[Math.floor(rand() * 26)];
  const fill = (pattern) => [...pattern].map((ch) => (ch === '#' ? digit() : ch === '@' ? upper() : ch)).join('');
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const drawValid = (pattern, isValid, tries = maxTries) => {
    for (let i = 0; i < tries; i++) {
      const v = fill(pattern);
      if (isValid(v)) return v;
    }
    throw new Error(`no valid value for ${pattern}`);
  };
  return { rand, fill, pick, drawValid };
}
