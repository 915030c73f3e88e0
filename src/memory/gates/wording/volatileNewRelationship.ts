import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A relationship just begun: "just started dating someone", "datet seit kurzem jemanden", "vient de commencer à
// fréquenter quelqu'un", "acaba de empezar a salir con alguien", "acabou de começar a namorar", "esce da poco con", "только
// начал встречаться", "刚开始和一个人约会", "付き合い始めたばかり", "막 사귀기 시작했다". Its first weeks say nothing lasting
// yet; a relationship of years ("has been seeing her since 2019", "has a long-distance partner") names no such start,
// and "recently married" is a lasting change (volatileTense.ts). Input is canonical text (canonical.ts).

const NEW_RELATIONSHIP: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:just|recently|only\s+just|newly)\s+(?:started|began|begun)\s+(?:dating|seeing|going\s+out\s+with|a\s+relationship)\b|\b(?:has|have)\s+(?:just|recently)\s+(?:started|begun)\s+(?:dating|seeing)\b|\b(?:is|are)\s+newly\s+dating\b`,
  de: String.raw`\b(?:datet|date)\s+(?:\p{L}+\s+){0,2}?seit\s+(?:kurzem|kurzer\s+zeit)\b|\bseit\s+kurzem\s+(?:mit\s+(?:\p{L}+\s+){0,2})?zusammen\b|\bhat\s+seit\s+kurzem\s+(?:eine\s+|einen\s+)?(?:freundin|freund|partner\p{L}*)\b|\bhat\s+(?:gerade|vor\s+kurzem|kurzlich)\s+angefangen,?\s+(?:\p{L}+\s+){0,3}zu\s+daten\b`,
  fr: String.raw`\b(?:vient|viens|viennent)\s+de\s+(?:commencer\s+a\s+)?(?:frequenter|sortir\s+avec|se\s+mettre\s+en\s+couple)\b|\b(?:sort|frequente)\s+(?:\p{L}+\s+){0,2}?depuis\s+peu\b`,
  es: String.raw`\b(?:acaba|acabo)\s+de\s+(?:empezar|comenzar)\s+a\s+salir\s+con\b|\bsale\s+(?:con\s+\p{L}+\s+)?desde\s+hace\s+poco\b|\b(?:empezo|comenzo)\s+a\s+salir\s+con\s+(?:\p{L}+\s+){0,2}hace\s+poco\b`,
  pt: String.raw`\b(?:acabou|acabei)\s+de\s+(?:comecar\s+a\s+)?(?:namorar|sair\s+com)\b|\b(?:namora|sai(?:r)?\s+com)\s+(?:\p{L}+\s+){0,2}?(?:ha\s+pouco(?:\s+tempo)?|faz\s+pouco\s+tempo)\b`,
  it: String.raw`\bha\s+(?:appena|da\s+poco)\s+(?:iniziato|cominciato)\s+a\s+(?:uscire\s+con|frequentare)\b|\b(?:esce|sta)\s+(?:con\s+\p{L}+\s+)?da\s+poco\b`,
  ru: String.raw`(?<![\p{L}])(?:недавно|только\s+что|только)\s+(?:начал|начала|начали)\s+встречаться(?![\p{L}])`,
  zh: String.raw`(?:刚|剛)(?:开始|開始)?(?:和|跟|与|與)[^，。,.]{1,8}(?:约会|約會|交往|谈恋爱|談戀愛|在一起)|(?:刚|剛)(?:开始|開始)(?:约会|約會|交往|谈恋爱|談戀愛)`,
  ja: String.raw`付き合(?:い始めた|いはじめた)ばかり|付き合って(?:まだ)?(?:間もない|日が浅い)`,
  ko: String.raw`(?:막|최근에?|얼마\s?전에?)\s?(?:[^.]{0,12}\s)?(?:사귀기|연애하기|만나기)\s?시작했`,
};

const NEW_RELATIONSHIP_OF = cued(new RegExp(union(NEW_RELATIONSHIP), 'iu'));

/** A relationship just begun: temporary. */
export const hasNewRelationship = (text: string): boolean => NEW_RELATIONSHIP_OF.test(text);
