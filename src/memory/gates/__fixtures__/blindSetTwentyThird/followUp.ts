// Follow-up cases of the twenty-third round, written after reading the gates and writing its rules: new one-line
// probes of the classes its misses belonged to, in other words, values and languages than the rules' own tests, both ways.
import { rows } from '../blindCase';
import type { BlindCase } from '../blindCase';

export const TWENTY_THIRD_FOLLOW_UP: readonly BlindCase[] = [
  // hostile: model output and agent traces
  ...rows('en', 'refuse', [['model_answer', 'Gemini told the user that his visa application would take six weeks.', 'visa', ['visa']]]),
  ...rows('it', 'refuse', [['model_answer', 'Il chatbot ha detto che il museo chiude il lunedì.', 'musei', ['musei']]]),
  ...rows('fr', 'refuse', [
    ['developer_message', "Les instructions du développeur exigeaient de tutoyer l'utilisateur.", 'consignes', ['consignes']],
  ]),
  ...rows('pt', 'refuse', [
    ['function_call', 'O assistente chamou create_reminder com hora=08:00 e texto="tomar remédio".', 'lembretes', ['lembretes']],
  ]),
  ...rows('ko', 'refuse', [['function_call', '모델이 search_news를 query=환율로 호출했다.', '뉴스', ['뉴스']]]),
  ...rows('ru', 'refuse', [
    ['chain_of_thought', 'Ход мыслей: пользователь спрашивал про визу, значит, он планирует поездку.', 'рассуждение', ['рассуждение']],
  ]),
  ...rows('ja', 'refuse', [['retrieved_chunk', '取得したチャンク 2/5：「返品は30日以内」', '文書', ['返品']]]),
  ...rows('de', 'refuse', [['tool_json', 'Die Wetter-API lieferte 14 Grad und Regen für Köln.', 'Wetter', ['Wetter']]]),
  ...rows('es', 'refuse', [['tool_error', 'La llamada a Gemini devolvió el error 500: error interno del servidor.', 'API', ['API']]]),
  ...rows('zh-Hans', 'refuse', [['agent_step', '第2步：助手打开了携程并搜索了机票。', '出行', ['出行']]]),
  ...rows('en', 'refuse', [
    ['agent_step', 'The browser agent logged in to the bank portal and downloaded the statement.', 'agent', ['agent', 'bank']],
  ]),
  ...rows('pt', 'refuse', [['api_key_in_trace', 'A ferramenta usou a chave sk-proj-Ab3dE5fG7hJ9kL1mN3pQ5rS7tU9.', 'API', ['API']]]),
  // lasting look-alikes
  ...rows('en', 'accept', [['assistant_tone', 'The user prefers the assistant to say when it is unsure.', 'answers', ['answers']]]),
  ...rows('de', 'accept', [['builds_agents', 'Der Nutzer baut Agenten, die Formulare automatisch ausfüllen.', 'Beruf', ['Agenten']]]),
  ...rows('fr', 'accept', [
    ['writes_prompts', "L'utilisateur rédige des prompts système pour des chatbots bancaires.", 'travail', ['prompts']],
  ]),
  ...rows('ja', 'accept', [['wants_reasoning', 'ユーザーは回答の根拠を箇条書きで示してほしい。', '回答', ['回答']]]),
  ...rows('ko', 'accept', [['builds_agents', '사용자는 함수 호출 기능을 쓰는 챗봇을 만든다.', '직업', ['챗봇']]]),
  ...rows('zh-Hans', 'accept', [['wants_reasoning', '用户喜欢AI先说明思路再给答案。', '回答', ['回答']]]),
  ...rows('ru', 'accept', [['logging_practice', 'Пользователь каждый день разбирает логи Kubernetes на работе.', 'работа', ['логи']]]),
  ...rows('es', 'accept', [
    ['assistant_tone', 'El usuario quiere que el asistente le responda siempre en tono informal.', 'tono', ['tono']],
  ]),
  ...rows('it', 'accept', [['key_practice', "L'utente usa un gestore di segreti per le chiavi API.", 'API', ['chiavi API']]]),
  ...rows('en', 'accept', [['writes_prompts', 'The user once worked as a personal assistant to a film director.', 'career', ['career']]]),
];
