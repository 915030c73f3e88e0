import { describe, expect, it } from 'vitest';
import { rawCandidate } from '../../__fixtures__/candidates';
import { canonicalize } from '../canonical';
import { CREDENTIAL_SHAPES } from '../../../shared/credentialCatalogue';
import { hasSecretOrRuntimeData } from './secrets';
import { validateCandidate } from '../validate';

// One test per catalogue entry: its fake sample matches its own pattern and is refused by the gate in
// a memory's text, and the shape's words alone (no token) are not a secret.

const inText = (text: string) =>
  validateCandidate(rawCandidate({ type: 'stable_user_context', text, tags: ['setup'], subject: 'setup', polarity: null }), {
    sourceConversationId: 'conv-1',
  });

describe('credential catalogue', () => {
  it('has at least 30 shapes with distinct ids, covering every provider preset of the app', () => {
    expect(CREDENTIAL_SHAPES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CREDENTIAL_SHAPES.map((s) => s.id)).size).toBe(CREDENTIAL_SHAPES.length);
    for (const id of [
      'openai',
      'deepseek',
      'openrouter',
      'anthropic',
      'google-api-key',
      'aws-access-key-id',
      'aws-secret-access-key',
      'github-token',
      'gitlab-token',
      'slack-token',
      'slack-webhook',
      'stripe',
      'huggingface',
      'npm',
      'groq',
      'xai',
      'perplexity',
      'jwt',
      'private-key-armour',
    ])
      expect(CREDENTIAL_SHAPES.map((s) => s.id)).toContain(id);
  });

  it.each(CREDENTIAL_SHAPES.map((s) => [s.id, s] as const))(
    'Given a fake %s token, then its pattern matches and the memory is refused as a secret',
    (_id, shape) => {
      expect(shape.pattern.test(canonicalize(shape.sample))).toBe(true);
      expect(inText(`The user set up the project with ${shape.sample} yesterday evening.`)).toEqual({
        ok: false,
        reason: 'raw_runtime_state',
      });
    },
  );

  it.each(CREDENTIAL_SHAPES.map((s) => [s.id, s] as const))('Given only the provider name of %s, then it is not a secret', (_id, shape) => {
    expect(hasSecretOrRuntimeData(canonicalize(`The user has an account with ${shape.provider}.`))).toBe(false);
  });
});
