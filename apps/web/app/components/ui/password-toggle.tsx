import { useTranslation } from '~/i18n/translate';
import { EyeIcon, EyeOffIcon } from './icons';

/**
 * The show-password switch inside a password field. Its name is its (visually hidden) text rather than an
 * aria-label, so it never answers to the field's own label ("Kata sandi"). A mouse press does not take
 * focus: the caret stays where the user was typing.
 */
export function PasswordToggle({ inputId, shown, onToggle }: { inputId: string; shown: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-pressed={shown}
      aria-controls={inputId}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onToggle}
      className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-muted hover:text-ink"
    >
      {shown ? <EyeOffIcon className="h-5 w-5" /> : <EyeIcon className="h-5 w-5" />}
      <span className="sr-only">{t('auth.showPassword')}</span>
    </button>
  );
}
