import { Alert } from '~/components/ui/alert';
import { otherErrors, type FormResult } from '~/lib/form-result';
import { useProfileTranslation } from './profile-t';

/** A form's general outcome: the API's message, errors of fields it does not show, or "try again" when it is down. */
export function ProfileFormMessage({ result, fields }: { result: FormResult | undefined; fields: readonly string[] }) {
  const { t } = useProfileTranslation();
  if (!result) return null;
  if (result.unavailable) return <Alert tone="error">{t('profileSettings.unavailable')}</Alert>;
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
