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
  copyChatMarkdown: 'Copy as Markdown',
  downloadChatMarkdown: 'Download as Markdown',
  chatCopied: 'Copied “{title}” as Markdown.',
  chatDownloaded: 'Downloaded “{title}” as Markdown.',
  chatCopyFailed: 'Could not copy “{title}”: the browser refused the clipboard. Try Download as Markdown.',
  chatExportFailed: 'Could not export “{title}”: {reason}',
  markdownAnswerFailed: 'No answer: the request failed.',
};
