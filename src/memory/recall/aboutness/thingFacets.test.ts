import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';

// A facet every thing has (recipes, opening hours, website, menu), asked of another thing, is not the user's one
// (thingFacets.ts). Every case here is invented for this file.

const memory = (text: string, tags: string[], subject: string) =>
  memoryFrom(rawCandidate({ type: 'stable_user_context', text, tags, subject, polarity: null }));

const STORE = {
  en: memory('The user keeps her grandmother’s recipes in a blue notebook.', ['recipes', 'notebook'], 'grandmother recipes'),
  pt: memory('A loja de bicicletas do utilizador abre às 9h e fecha às 18h.', ['loja', 'horário'], 'shop hours'),
  es: memory('El usuario guarda las recetas de su abuela en un cuaderno.', ['recetas', 'cuaderno'], 'grandmother recipes'),
  fr: memory('Le cabinet du dentiste de l’utilisateur a des horaires du lundi au jeudi.', ['horaires', 'cabinet'], 'dentist hours'),
  de: memory('Der Nutzer sammelt die Rezepte seiner Oma in einer Mappe.', ['Rezepte', 'Mappe'], 'grandmother recipes'),
  it: memory('Il sito dello studio dell’utente va rifatto entro giugno.', ['sito', 'studio'], 'studio website'),
  ru: memory('Сайт мастерской пользователя нужно обновить к лету.', ['сайт', 'мастерская'], 'workshop website'),
  zh: memory('用户的书店网站需要重新设计。', ['网站', '书店'], 'bookshop website'),
  ja: memory('ユーザーのカフェのメニューは毎月変わる。', ['メニュー', 'カフェ'], 'cafe menu'),
  ko: memory('사용자의 식당 메뉴는 계절마다 바뀐다.', ['메뉴', '식당'], 'restaurant menu'),
} as const;
const picks = (language: keyof typeof STORE, q: string): number => selectRelevantMemories([STORE[language]], q).length;

describe('a facet any thing has, asked of another thing (thingFacets.ts)', () => {
  it('Given a question asking the facet of something the memory never names, then the memory stays out', () => {
    expect(picks('en', 'recipes for a lemon meringue pie')).toBe(0);
    expect(picks('pt', 'horário dos museus em Lisboa ao domingo')).toBe(0);
    expect(picks('es', 'recetas de empanadas gallegas')).toBe(0);
    expect(picks('fr', 'horaires des piscines municipales à Nantes')).toBe(0);
    expect(picks('de', 'Rezepte für Zwetschgenkuchen')).toBe(0);
    expect(picks('it', 'sito della pizzeria sotto casa: chi lo rifà?')).toBe(0);
    expect(picks('ru', 'как сделать сайт на вордпрессе')).toBe(0);
    expect(picks('zh', '网站备案需要多长时间')).toBe(0);
    expect(picks('ja', '居酒屋のメニューの英訳')).toBe(0);
    expect(picks('ko', '편의점 도시락 메뉴 가격')).toBe(0);
  });

  it('Given the memory’s own thing named, or a question about the user, then the memory comes', () => {
    expect(picks('en', 'where did I put my grandmother’s recipes?')).toBe(1);
    expect(picks('pt', 'horário da loja de bicicletas')).toBe(1);
    expect(picks('es', '¿dónde guardo las recetas de la abuela?')).toBe(1);
    expect(picks('fr', 'horaires du cabinet le jeudi ?')).toBe(1);
    expect(picks('de', 'Rezepte aus der Mappe sortieren')).toBe(1);
    expect(picks('it', 'il sito dello studio è pronto?')).toBe(1);
    expect(picks('ru', 'сайт мастерской к лету')).toBe(1);
    expect(picks('zh', '书店网站用什么颜色好')).toBe(1);
    expect(picks('ja', 'カフェのメニューの写真')).toBe(1);
    expect(picks('ko', '식당 메뉴 사진')).toBe(1);
  });
});
