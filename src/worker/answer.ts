/**
 * The shapes every feature's part of the contract is written in: one request object in, `Promise<Result<…>>`
 * out; a subscription takes its callback in the request and answers with its id.
 */
import type { AppError, Result } from '../shared';
import type { ErrorCode, ErrorValues, WorkerError } from './errors';

export type Answer<T, E extends { code: ErrorCode; values?: ErrorValues } = WorkerError> = Promise<Result<T, E>>;
export type Listener<T> = (value: T) => void;
export type SubscriptionId = number;

/**
 * What a feature's handlers implement for its part of the contract: the same request and success value,
 * but any use-case failure (`AppError`); the handler wrapper turns it into the contract's error.
 */
export type HandlerMap<Api> = {
  [M in keyof Api]: Api[M] extends (req: infer Q) => Promise<Result<infer T, infer E>>
    ? (req: Q) => Promise<Result<T, E | AppError>>
    : never;
};
