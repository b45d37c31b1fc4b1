import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { hideSnackbar, useSnackbar, type ShownSnackbar, type SnackbarColor } from '~/lib/snackbar-store';

const colors: Record<SnackbarColor, string> = {
  info: 'bg-info',
  success: 'bg-success',
  error: 'bg-danger',
  warning: 'bg-warning',
};

/** The shown message (SPEC §2): its text on its colour, then either its link button or Close. */
export function SnackbarView({ message, onDismiss }: { message: ShownSnackbar; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role={message.color === 'error' ? 'alert' : 'status'}
      data-color={message.color}
      className={`pointer-events-auto flex max-w-lg items-center gap-4 rounded-lg px-4 py-3 text-sm text-white shadow-lg ${colors[message.color]}`}
    >
      <span>{message.content}</span>
      {message.link ? (
        <Link to={message.link} onClick={onDismiss} className="font-bold uppercase underline underline-offset-2">
          {message.linkLabel ?? t('snackbar.open')}
        </Link>
      ) : (
        <button type="button" onClick={onDismiss} className="font-bold uppercase">
          {t('snackbar.close')}
        </button>
      )}
    </div>
  );
}

export function Snackbar() {
  const message = useSnackbar();

  useEffect(() => {
    if (!message?.timeout) return;
    const timer = setTimeout(() => hideSnackbar(message.id), message.timeout);
    return () => clearTimeout(timer);
  }, [message]);

  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {message && <SnackbarView message={message} onDismiss={() => hideSnackbar(message.id)} />}
    </div>
  );
}
