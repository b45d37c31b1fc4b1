import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newsletterEmailState } from '@apotek/contract/rules/email-pattern';
import { Button } from '~/components/ui/button';
import { NewsletterInput } from './newsletter-input';

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/**
 * Newsletter sign-up (SPEC §2/§7). The button never blocks: whatever is typed is sent, and the answer
 * decides the colour (body.status 200 green and the field clears, 204 red, a failure 'Error !try again').
 */
export function NewsletterBox() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setFeedback(null);
    // The API client carries the contract's schemas; it loads on the first submit, not with every page.
    const { browserApi } = await import('~/lib/api');
    const result = await browserApi().call('subscribe', { body: { cust_email: email } });
    setSending(false);
    if (result.ok && result.body.status === 200) {
      setFeedback({ tone: 'success', text: result.body.data || result.body.message });
      setEmail('');
    } else if (result.ok && result.body.status === 204) {
      setFeedback({ tone: 'error', text: result.body.data || result.body.message });
    } else {
      setFeedback({ tone: 'error', text: t('newsletter.failed') });
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={sending} className="flex flex-col gap-2">
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
    </form>
  );
}
