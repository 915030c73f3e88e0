import { it } from 'vitest';
import { validateCandidate } from './validate';
import { blindCandidate } from './__fixtures__/blindVerdict';
import { volatileStabilityOf } from './volatileWording';
const cases: [string, 'accept' | 'refuse'][] = JSON.parse(process.env.PROBE ?? '[]');
it('probe', () => {
  for (const [text, expect] of cases) {
    const r = validateCandidate(blindCandidate({ text, expect, lang: 'x', category: 'x', subject: 'user' } as never), { sourceConversationId: 'c' });
    console.log((r.ok ? 'accept' : 'refuse') === expect ? 'OK  ' : 'MISS', expect, r.ok ? '' : JSON.stringify(r).slice(0, 60), '|', text);
  }
});
