import { hasCopiedRow } from './copiedRows';
import { hasForwardedCode } from './forwardedCodes';
import { hasGitOutput } from './gitOutput';
import { hasLocalisedEnvelope } from './localisedEnvelopes';
import { hasLocalisedLogLine } from './localisedLogs';
import { hasNetworkToolOutput } from './networkTools';
import { hasRunSummary } from './runSummaries';

// What a user pastes into a chat in the shape of their own locale and an extraction model copies on (gate 9): log lines
// stamped with the locale's date, spreadsheet and CSV rows, an API's flat answer with its keys in the service's
// language, git's output in a localised shell, a one-time code in the words of the message that sent it, a run's
// failures and test counts in the shell's language. Each
// detector looks for a cheap sign first (a time to the second, a tab, a brace, a slash, four digits) and returns at once
// on a text without it. Input is canonical.

/** Gate 9: runtime data and sent codes pasted in a locale's own shapes. */
export const hasPastedRuntime = (text: string): boolean =>
  hasLocalisedLogLine(text) ||
  hasCopiedRow(text) ||
  hasLocalisedEnvelope(text) ||
  hasGitOutput(text) ||
  hasForwardedCode(text) ||
  hasNetworkToolOutput(text) ||
  hasRunSummary(text);
