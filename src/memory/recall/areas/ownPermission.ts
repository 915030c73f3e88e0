import type { MemoryFeatures } from '../matchFeatures';

// A plain request (aboutness.ts: no first-person word, no world frame) asking whether the asker may do something
// ("下午四点还能喝咖啡吗？", "오후에 커피 마셔도 될까?", "4時にコーヒーを飲んでもいい？": a permission form with no pronoun,
// aboutness.ts asksPermission) names an everyday thing that is asked of anyone ("can one drink coffee at 4 pm?"),
// unless the user keeps a rule about it: of the memories whose topic is the thing it names in another language
// (conceptBridgeOpen.ts), the one binding rule (a recurring constraint: "no caffeine after 2 pm") answers it, and
// nothing else does (a liking of the same thing, "pour-over coffee", is no answer to a permission).

/** The one binding rule among the memories whose topic is the thing, if there is exactly one. */
export function bindingRule(topical: readonly MemoryFeatures[]): MemoryFeatures | undefined {
  const rules = topical.filter((m) => m.memory.type === 'recurring_constraint');
  return rules.length === 1 ? rules[0] : undefined;
}
