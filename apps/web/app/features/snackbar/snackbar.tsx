import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hideSnackbar, useSnackbar, type SnackbarColor } from '~/lib/snackbar-store';

const colors: Record<SnackbarColor, string> = {
  info: 'bg-info',
  success: 'bg-success',
  error: 'bg-danger',
  warning: 'bg-warning',
};

export function Snackbar() {
  const { t } = useTranslation();
  const message = useSnackbar();

  useEffect(() => {
    if (!message?.timeout) return;
    const timer = setTimeout(() => hideSnackbar(message.id), message.timeout);
    return () => clearTimeout(timer);
  }, [message]);

  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {message && (
        <div
          role={message.color === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex max-w-lg items-center gap-4 rounded-lg px-4 py-3 text-sm text-white shadow-lg ${colors[message.color]}`}
        >
          <span>{message.content}</span>
          {message.link ? (
            <Link to={message.link} onClick={() => hideSnackbar(message.id)} className="font-bold uppercase underline underline-offset-2">
              {message.linkLabel ?? t('snackbar.open')}
            </Link>
          ) : (
            <button type="button" onClick={() => hideSnackbar(message.id)} className="font-bold uppercase">
              {t('snackbar.close')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
