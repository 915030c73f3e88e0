// The nineteenth blind round's categories, each with the memory type an extraction model would send for it, and how a
// language's texts become cases: the subject is the language's own word for the category.
import type { CategoryTable } from '../blindGrouped';
import { blindCase, type BlindCase, type BlindExpect, type BlindLanguage } from '../blindCase';

export const NINETEENTH_TABLE: CategoryTable = {
  // refused: what a user pasted into the chat, copied as it was
  chat_export: ['stable_user_context', 'Chats'],
  email_chain: ['stable_user_context', 'Email'],
  sms_code: ['stable_user_context', 'Accounts'],
  transcript: ['project_context', 'Meetings'],
  support_chat: ['stable_user_context', 'Support'],
  log_lines: ['project_context', 'Server'],
  terminal_output: ['project_context', 'Build'],
  api_json: ['project_context', 'API'],
  spreadsheet_row: ['workflow_preference', 'Spreadsheet'],
  // accepted: lasting facts that mention these things without being them
  messenger_choice: ['communication_preference', 'Messaging'],
  export_habit: ['workflow_preference', 'Backups'],
  commit_language: ['workflow_preference', 'Git'],
  log_tooling: ['workflow_preference', 'Logs'],
  subtitles: ['user_preference', 'Films'],
  keyboard: ['stable_user_context', 'Keyboard'],
  quoted_line: ['user_preference', 'Films'],
  format_instruction: ['standing_instruction', 'Answers'],
  oncall_job: ['recurring_constraint', 'Work'],
  email_habit: ['workflow_preference', 'Email'],
};

/** Cases of one language and verdict, grouped by category; `subjects` gives the language's subject word per category. */
export const nineteenthCases = (
  lang: BlindLanguage,
  expect: BlindExpect,
  subjects: Readonly<Record<string, string>>,
  groups: Readonly<Record<string, readonly string[]>>,
): BlindCase[] =>
  Object.entries(groups).flatMap(([category, texts]) =>
    texts.map((text) => {
      const subject = subjects[category] ?? NINETEENTH_TABLE[category]?.[1] ?? category;
      return blindCase(lang, expect, [category, text, subject, [subject]]);
    }),
  );
