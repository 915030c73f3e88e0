import { useAppStore } from '../../state/store';
import { toErrorCode } from '../../state/types';
import { en, type Strings } from './en';
import { zh } from './zh';
import { format } from './format';

export type { Strings };

const dictionaries = { en, zh } as const;

export { format } from './format';

export function useT(): Strings {
  const language = useAppStore((s) => s.settings.language);
  return dictionaries[language];
}

export interface ErrorLike {
  code: string;
  message: string;
  status?: number;
  retryAfterSeconds?: number;
}

/**
 * A clear, localised sentence for a failure; never contains the key (only the base URL and model).
 * Exhaustive over the contract's ErrorCode: a new code fails to compile until it is placed here.
 */
export function errorText(t: Strings, e: ErrorLike, ctx: { baseURL: string; model: string }): string {
  const code = toErrorCode(e.code);
  switch (code) {
    case 'rate_limited':
      return e.retryAfterSeconds !== undefined ? format(t.err_rate_limited_after, { s: e.retryAfterSeconds }) : t.err_rate_limited;
    case 'server':
      return format(t.err_server, { status: e.status ?? '5xx' });
    case 'network':
      return format(t.err_network, { baseURL: ctx.baseURL });
    case 'not_found':
      return format(t.err_not_found, { model: ctx.model });
    case 'bad_request':
      return format(t.err_bad_request, { detail: e.message });
    case 'storage_full':
    case 'storage_failed':
      return format(t[`err_${code}`], { detail: e.message });
    case 'no_key':
    case 'auth':
    case 'forbidden':
    case 'offline':
    case 'timeout':
    case 'malformed':
    case 'unsupported':
    case 'tools_unsupported':
    case 'interrupted':
    case 'stopped':
    case 'streaming_elsewhere':
      return t[`err_${code}`];
    // No sentence of their own: the worker's message says what happened.
    case 'aborted':
    case 'empty':
    case 'gone':
    case 'busy':
    case 'refused':
    case 'internal':
    case 'bad_session':
    case 'storage_unavailable':
    case 'unavailable':
    case 'conflict':
    case 'rejected':
    case 'not_json':
    case 'wrong_format':
    case 'unsupported_version':
    case 'write_failed':
    case 'worker':
    case 'too_large':
    case 'read_failed':
      return format(t.err_generic, { detail: e.message });
    default: {
      const unhandled: never = code;
      return unhandled;
    }
  }
}
