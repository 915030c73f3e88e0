// The shape of a bridged concept: a closed class of words named in each of the ten languages recall ranks.

export type BridgeLanguage = 'en' | 'zh' | 'ja' | 'ko' | 'de' | 'fr' | 'es' | 'pt' | 'ru' | 'it';

/**
 * What a concept is: a relation or a pet is held by one profile memory; a body part, a meal or a life matter (a
 * wedding, an on-call week, running) by any memory tagging it.
 */
export type ConceptKind = 'relation' | 'pet' | 'body' | 'meal' | 'life';

export interface Concept {
  readonly id: string;
  readonly kind: ConceptKind;
  readonly forms: Readonly<Record<BridgeLanguage, readonly string[]>>;
}
