// The user's own instructions (custom instructions in Settings, each chat's own settings) and one chat's export.
export const chatOptionsEn = {
  sectionInstructions: 'Custom instructions',
  instructionsIntro:
    'Sent with every chat, after the app’s own instructions and before what memory recalls. Kept on this device with the other settings, never exported.',
  aboutMe: 'About me',
  aboutMeHint: 'What the model should know about you, e.g. “I teach maths in Hangzhou.”',
  answerStyle: 'How to answer',
  answerStyleHint: 'e.g. “Be brief, use metric units, show code in TypeScript.”',
  chatOptionsTitle: 'Chat options',
  chatPrompt: 'System prompt for this chat',
  chatPromptHint:
    'A persona or standing instructions for this chat only, e.g. “You are a patient Spanish tutor.” Sent as written, after your custom instructions.',
  chatPromptTag: 'Own prompt',
  chatOptionsNotSaved:
    'Chat options could not be saved on this device: the browser refused the write ({detail}). They apply in this tab until it closes.',
  modelParameters: 'Model parameters for this chat',
  temperature: 'Temperature',
  temperatureHint: 'From 0 to 2: lower is more focused, higher more varied. Empty: the model’s default.',
  maxTokens: 'Longest answer (tokens)',
  maxTokensHint: 'A whole number from 1 to 1,000,000. Empty: the model’s default. A small limit cuts answers short.',
  samplingNotNumber: 'Enter a number, e.g. 0.7, or leave it empty.',
  temperatureOutOfRange: 'Temperature goes from 0 to 2.',
  maxTokensNotWhole: 'Enter a whole number of tokens, e.g. 1000.',
  maxTokensOutOfRange: 'Enter a whole number from 1 to 1,000,000, or leave it empty.',
  copyChatMarkdown: 'Copy as Markdown',
  downloadChatMarkdown: 'Download as Markdown',
  chatCopied: 'Copied “{title}” as Markdown.',
  chatDownloaded: 'Downloaded “{title}” as Markdown.',
  chatCopyFailed: 'Could not copy “{title}”: the browser refused the clipboard. Try Download as Markdown.',
  chatExportFailed: 'Could not export “{title}”: {reason}',
  markdownAnswerFailed: 'No answer: the request failed.',
};
