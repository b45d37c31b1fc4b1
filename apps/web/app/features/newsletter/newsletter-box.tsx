import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { newsletterEmailState } from '@apotek/contract/rules/email-pattern';
import { ReturnField } from '~/components/return-field';
import { Button } from '~/components/ui/button';
import { NewsletterInput } from './newsletter-input';
import type { NewsletterResult } from './newsletter-result';
import { useHydratedId } from '~/lib/hydrated-ids';

/**
 * Newsletter sign-up (SPEC §2/§7), posted to /newsletter. The button never blocks: whatever is typed is
 * sent, and the answer decides the colour (body.status 200 green and the field clears, 204 red, a failure
 * 'Error !try again').
 */
export function NewsletterBox() {
  const { t } = useTranslation();
  const id = useHydratedId();
  const [email, setEmail] = useState('');
  const fetcher = useFetcher<NewsletterResult>();
  const sending = fetcher.state !== 'idle';
  const answer = sending ? undefined : fetcher.data;
  const feedback = answer ? { tone: answer.tone, text: answer.failed ? t('newsletter.failed') : answer.text } : null;

  useEffect(() => {
    if (answer?.tone === 'success') setEmail('');
  }, [answer]);

  return (
    <fetcher.Form method="post" action="/newsletter" noValidate aria-busy={sending} className="flex flex-col gap-2">
      <ReturnField />
      <label htmlFor={id} className="text-sm font-semibold">
        {t('newsletter.title')}
      </label>
      <p className="text-xs text-muted">{t('newsletter.subtitle')}</p>
      <div className="flex gap-2">
        <NewsletterInput id={id} value={email} state={newsletterEmailState(email)} placeholder={t('newsletter.placeholder')} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit">{t('newsletter.submit')}</Button>
      </div>
      <p aria-live="polite" className={`min-h-5 text-xs font-medium ${feedback?.tone === 'success' ? 'text-success' : 'text-danger'}`}>
        {feedback?.text}
      </p>
    </fetcher.Form>
  );
}
