import type { z } from 'zod';
import { err, ok, type Result } from '../shared';

const describeIssue = (issue: z.core.$ZodIssue): string => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`;

/**
 * Vets a model's structured answer: a parsed object, or the raw JSON text of a `json_object` fallback,
 * against a strict schema. The error names fields and problems; it never quotes the answer itself.
 */
export function parseStructuredOutput<S extends z.ZodType>(raw: unknown, schema: S, what: string): Result<z.infer<S>, string> {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return err(`${what} is not valid JSON`);
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) return err(`${what} rejected: ${parsed.error.issues.slice(0, 3).map(describeIssue).join('; ')}`);
  return ok(parsed.data);
}
