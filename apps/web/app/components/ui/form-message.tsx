import { type MessageKey, useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { otherErrors, type FormResult } from '~/lib/form-result';

/**
 * The form's general outcome: the API's message, errors of hidden fields, or "try again" when it is down
 * (in the words of the form's own section, `unavailable`).
 */
export function FormMessage({ result, fields, unavailable = 'auth.errors.unavailable' }: { result: FormResult | undefined; fields: readonly string[]; unavailable?: MessageKey }) {
  const { t } = useTranslation();
  if (!result) return null;
  if (result.unavailable) return <Alert tone="error">{t(unavailable)}</Alert>;
  const extra = otherErrors(result, fields);
  if (!result.message && extra.length === 0) return null;
  return (
    <Alert tone="error">
      {result.message && <p>{result.message}</p>}
      {extra.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </Alert>
  );
}
