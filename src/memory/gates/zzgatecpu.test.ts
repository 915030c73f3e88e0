import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { it } from 'vitest';
import { validateCandidate } from '../index';
import { corpusCandidate } from './__fixtures__/corpusCandidate';
import { GATE_CORPUS } from './__fixtures__/gateCorpus';
import { I18N_CASES } from './__fixtures__/gateCorpus.i18n';
const ctx = { sourceConversationId: 'conv-bench', secrets: ['sk-bench-user-key-0123456789abcdef'] };
const post = (s: Session, m: string, p?: object) => new Promise<any>((res, rej) => s.post(m, p ?? {}, (e, r) => (e ? rej(e) : res(r))));
it('cpu per candidate', async () => {
  const timed = [...GATE_CORPUS.map(corpusCandidate), ...I18N_CASES.map(corpusCandidate)];
  for (let r = 0; r < 3; r++) for (const raw of timed) validateCandidate(raw, ctx);
  const out: string[] = [];
  for (let k = 0; k < 4; k++) {
    const c0 = process.cpuUsage();
    for (let r = 0; r < 4; r++) for (const raw of timed) validateCandidate(raw, ctx);
    const c = process.cpuUsage(c0);
    out.push(((c.user + c.system) / 1000 / (4 * timed.length)).toFixed(3));
  }
  console.log('CPUMS', out.join(' '));
  if (process.env.ZZ_PROF) {
    const s = new Session();
    s.connect();
    await post(s, 'Profiler.enable');
    await post(s, 'Profiler.setSamplingInterval', { interval: 100 });
    await post(s, 'Profiler.start');
    for (let r = 0; r < 8; r++) for (const raw of timed) validateCandidate(raw, ctx);
    const { profile } = await post(s, 'Profiler.stop');
    writeFileSync(process.env.ZZ_PROF, JSON.stringify(profile));
  }
}, 600_000);
