/**
 * The user's own instructions: the global custom instructions ("About me", "How to answer") and one
 * chat's own system prompt (a persona). They are the user's settings, not chat data: the page keeps them
 * beside its other settings and hands them over with each request.
 */
export interface ChatInstructions {
  /** What the model should know about the user, for every chat. */
  readonly aboutMe: string;
  /** How the user wants answers written, for every chat. */
  readonly answerStyle: string;
  /** This chat's own system prompt; sent as written. */
  readonly chatPrompt: string;
}

/** Long enough for a real persona, short enough that it never crowds the conversation out of a request. */
export const INSTRUCTION_MAX_CHARS = 3000;

export const NO_INSTRUCTIONS: ChatInstructions = { aboutMe: '', answerStyle: '', chatPrompt: '' };

const ABOUT_ME_HEADER = 'What the user wants you to know about them (their own words, kept in their settings):';
const ANSWER_STYLE_HEADER =
  'How the user wants you to answer (their own words, kept in their settings; follow it unless the latest message asks otherwise):';

/**
 * The system messages of the user's instructions, global first, then this chat's own prompt (the more
 * specific one comes later, so it wins a conflict). Blank parts are left out.
 */
export function instructionPrompts(instructions: ChatInstructions): string[] {
  const about = instructions.aboutMe.trim();
  const style = instructions.answerStyle.trim();
  const custom = [about && `${ABOUT_ME_HEADER}\n${about}`, style && `${ANSWER_STYLE_HEADER}\n${style}`].filter(Boolean).join('\n\n');
  const chat = instructions.chatPrompt.trim();
  return [custom, chat].filter((p) => p !== '');
}
