import { useTranslation } from '~/i18n/translate';
import { CopyIcon, WhatsAppIcon } from '~/components/ui/icons';
import { showSnackbar } from '~/lib/snackbar-store';

const button =
  'inline-flex items-center gap-1.5 rounded-full border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-ink hover:border-primary focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary-strong';

/** Share links that need no script of theirs (plain addresses of each service), and copy link. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const links = [
    { key: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`, icon: <WhatsAppIcon className="h-4 w-4 text-[#128C7E]" aria-hidden /> },
    { key: 'x', href: `https://x.com/intent/post?text=${text}&url=${u}`, icon: <span aria-hidden className="text-base font-black leading-none">𝕏</span> },
    { key: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, icon: <span aria-hidden className="text-base font-black leading-none text-[#1877F2]">f</span> },
  ] as const;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showSnackbar({ content: t('articles.share.copied'), color: 'success' });
    } catch {
      showSnackbar({ content: t('articles.share.copyFailed'), color: 'error' });
    }
  };
  return (
    <section aria-labelledby="share-title" className="flex flex-wrap items-center gap-2" data-testid="share-buttons">
      <h2 id="share-title" className="mr-1 text-sm font-semibold text-muted">
        {t('articles.share.title')}
      </h2>
      {links.map((l) => (
        <a key={l.key} href={l.href} target="_blank" rel="noopener noreferrer" className={button} data-share={l.key}>
          {l.icon}
          {t(`articles.share.${l.key}`)}
          <span className="sr-only">({t('articles.share.opensNewTab')})</span>
        </a>
      ))}
      <button type="button" className={button} onClick={() => void copy()} data-share="copy">
        <CopyIcon className="h-4 w-4" aria-hidden />
        {t('articles.share.copy')}
      </button>
    </section>
  );
}
