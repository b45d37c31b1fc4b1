import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { otherErrors, type FormResult } from '~/lib/form-result';

/** The form's general outcome: the API's message, errors of hidden fields, or "try again" when it is down. */
export function FormMessage({ result, fields }: { result: FormResult | undefined; fields: readonly string[] }) {
  const { t } = useTranslation();
  if (!result) return null;
  if (result.unavailable) return <Alert tone="error">{t('auth.errors.unavailable')}</Alert>;
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
