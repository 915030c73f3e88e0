import { errorDetail, useT, type ErrorLike } from '../i18n';

/**
 * Text of a failure that is not ours (the provider's own error body, scrubbed of secrets; a browser's
 * exception), folded away under "Technical details": it is in whatever language its author wrote.
 */
export function TechnicalDetail({ error }: { error: ErrorLike }) {
  const t = useT();
  const detail = errorDetail(error);
  if (!detail) return null;
  return (
    <details className="technical">
      <summary>{t.technicalDetails}</summary>
      <code className="technical-detail">{detail}</code>
    </details>
  );
}
