import { describe, expect, it } from 'vitest';
import { blindVerdict } from '../__fixtures__/blindVerdict';

const refused = (text: string, expect: 'refuse' | 'accept') =>
  blindVerdict({ lang: 'en', category: 'system_prompt', expect, text, subject: 'prompts' }) === 'refuse';

// Each language's label for a system prompt, given with its text (refused), and the same words in prose about
// prompts (kept).
const LABELLED: readonly (readonly [label: string, prose: string])[] = [
  ['The raw system prompt was: "You are a helpful assistant."', 'Prefers short system prompts for coding agents.'],
  ['Systemprompt: Du bist ein hilfreicher Assistent.', 'Schreibt gern eigene Systemprompts für seine Agenten.'],
  ['Der ungefilterte System-Prompt lautete: „Du bist ein Assistent.“', 'Liest gern über System-Prompts.'],
  ['Invite système : Tu es un assistant qui répond en vers.', 'Aime écrire des invites système courtes.'],
  ['El prompt del sistema sin procesar era: "Eres un asistente."', 'Prefiere prompts del sistema breves.'],
  ['Mensagem do sistema: Você é um assistente útil.', 'Prefere mensagens do sistema curtas.'],
  ['Il prompt di sistema grezzo dell\'utente era: "Sei un assistente."', 'Preferisce prompt di sistema brevi e diretti.'],
  ['Системный промпт: Ты полезный ассистент.', 'Любит писать короткие системные промпты.'],
  ['システムプロンプト：あなたは俳句で答えるアシスタントです。', '短いシステムプロンプトを好む。'],
  ['시스템 프롬프트: 너는 존댓말만 쓰는 도우미야.', '짧은 시스템 프롬프트를 선호한다.'],
  ['系统提示词：你是一个只用古文回答的助手。', '喜欢写简短的系统提示词。'],
  ['系統提示詞：你是一個只用文言文回答的助手。', '喜歡寫簡短的系統提示詞。'],
];

describe('a system prompt given as a label with its text', () => {
  it.each(LABELLED.map(([label]) => [label]))('refuses %s', (text) => {
    expect(refused(text, 'refuse')).toBe(true);
  });
  it.each(LABELLED.map(([, prose]) => [prose]))('keeps %s', (text) => {
    expect(refused(text, 'accept')).toBe(false);
  });
});
