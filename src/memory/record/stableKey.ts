import type { MemoryType } from '../../shared';
import { clip, normalizeSegment, normalizeTags, TAG_SEGMENT_MAX } from './normalize';
import type { MemoryIdentity } from './schema';

const KEY_MAX = 160;

type IdentityInput = Pick<MemoryIdentity, 'subject'> & {
  readonly facet?: string | null;
  readonly polarity?: MemoryIdentity['polarity'] | null;
};

/**
 * `type:polarity-subject-facet` in segment form. Same identity in, same key out, always:
 * dedupe, update and "forget that" all rely on it. Polarity counts only for `user_preference`, where
 * liking and avoiding the same thing are two different memories.
 */
export function buildStableKey(type: MemoryType, identity: IdentityInput): string {
  const parts = [type === 'user_preference' ? identity.polarity : undefined, identity.subject, identity.facet]
    .map((part) => (part ? normalizeSegment(part) : ''))
    .filter((part) => part.length > 0);
  const body = parts.length > 0 ? parts.join('-') : 'general';
  return clip(`${type}:${body}`, KEY_MAX).replace(/-+$/, '');
}

/** Tags when the model gave none: the identity's own subject and facet, in tag form. */
export function deriveTagsFromIdentity(identity: IdentityInput): string[] {
  return normalizeTags([identity.subject, identity.facet ?? ''].map((s) => normalizeSegment(s, TAG_SEGMENT_MAX)));
}

/** Final tag list of a memory: normalised given tags, or the identity's when none survive. */
export function resolveTags(tags: readonly string[] | undefined, identity: IdentityInput): string[] {
  const given = normalizeTags(tags ?? []);
  return given.length > 0 ? given : deriveTagsFromIdentity(identity);
}
