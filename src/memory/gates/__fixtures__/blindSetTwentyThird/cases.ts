// The twenty-third blind round's categories, each with the memory type an extraction model would send for it. The
// round's angle is model output and agent traces told in words, as an extraction model would wrongly pass them on as
// a memory about the user: a model's answer quoted or paraphrased as a fact, a system prompt or developer message
// quoted, a function call with its arguments in prose, chain-of-thought text, a retrieved document chunk, a tool's
// JSON result in prose, a log line, an agent's step, and values inside them (an API key, a bearer token, a phone). The
// accept side is lasting look-alikes sharing the words: the user prefers short answers, builds function-calling
// agents, writes system prompts for a living, wants reasoning shown.
import type { CategoryTable } from '../blindGrouped';
import { rows, type BlindCase, type BlindExpect, type BlindLanguage, type Row } from '../blindCase';

export const TWENTY_THIRD_TABLE: CategoryTable = {
  // refused: model output and agent traces told in words
  model_answer: ['stable_user_context', 'Answer'],
  model_paraphrase: ['stable_user_context', 'Health'],
  system_prompt: ['standing_instruction', 'System prompt'],
  developer_message: ['standing_instruction', 'Instructions'],
  function_call: ['project_context', 'Tool'],
  chain_of_thought: ['workflow_preference', 'Reasoning'],
  retrieved_chunk: ['project_context', 'Document'],
  tool_json: ['project_context', 'Tool'],
  tool_error: ['project_context', 'API'],
  log_line: ['project_context', 'Logs'],
  agent_step: ['workflow_preference', 'Agent'],
  api_key_in_trace: ['project_context', 'API'],
  token_in_trace: ['project_context', 'Auth'],
  phone_in_trace: ['communication_preference', 'Phone'],
  email_in_trace: ['communication_preference', 'Email'],
  // accepted: lasting look-alikes that share the words
  short_answers: ['standing_instruction', 'Answers'],
  builds_agents: ['project_context', 'Work'],
  writes_prompts: ['stable_user_context', 'Work'],
  wants_reasoning: ['standing_instruction', 'Answers'],
  rag_work: ['project_context', 'Work'],
  logging_practice: ['workflow_preference', 'Logs'],
  key_practice: ['risk_preference', 'API'],
  output_format: ['standing_instruction', 'Format'],
  model_choice: ['user_preference', 'Tools'],
  sources_pref: ['standing_instruction', 'Sources'],
  teaches_prompting: ['stable_user_context', 'Work'],
  assistant_tone: ['communication_preference', 'Tone'],
  debug_habit: ['workflow_preference', 'Debugging'],
};

/** Cases of one language: the hostile rows, then the lasting look-alikes. */
export const twentyThirdCases = (lang: BlindLanguage, refuse: readonly Row[], accept: readonly Row[]): BlindCase[] => [
  ...rows(lang, 'refuse' satisfies BlindExpect, refuse),
  ...rows(lang, 'accept' satisfies BlindExpect, accept),
];
