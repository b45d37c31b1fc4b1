import { useMemo, useState } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Field, inputClass } from '~/components/ui/field';
import { fieldErrors } from '~/lib/form-result';
import { useActionNotice } from '~/lib/use-action-notice';
import type { ConsultationActionResult } from './consultation-intents';
import { RATINGS, REVIEW_TEXT_MAX } from './review-fields';

function Star({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="h-8 w-8">
      <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" fill={filled ? '#F59E0B' : '#E5E7EB'} stroke={filled ? '#D97706' : '#9CA3AF'} strokeWidth="0.6" />
    </svg>
  );
}

/**
 * 1–5 stars and a text, once the consultation has ended (POST /api/consultation/{id}/review). The stars
 * are radio buttons (one tab stop, arrows move), drawn as stars; without scripts the form posts plainly.
 */
export function ReviewForm({ consultationId, doctorName }: { consultationId: string; doctorName: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ConsultationActionResult>();
  const result = fetcher.data?.intent === 'review' ? fetcher.data : undefined;
  const notice = useMemo(() => (result?.reviewed ? { success: t('consultations.review.thanks') } : result), [result, t]);
  const { inline } = useActionNotice(notice, { errors: true });
  const [rating, setRating] = useState(Number(result?.values?.rating) || 0);
  const [hover, setHover] = useState(0);
  const busy = fetcher.state !== 'idle';
  const shown = hover || rating;
  const ratingError = result?.problem === 'noRating' ? t('consultations.review.needRating') : fieldErrors(result, 'rating')[0];
  const name = `rating-${consultationId}`;

  return (
    <fetcher.Form method="post" className="space-y-3" data-testid="review-form">
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="consultation" value={consultationId} />
      {inline && result?.message && <Alert tone="error">{result.message}</Alert>}
      {inline && result?.reviewed && <Alert tone="success">{t('consultations.review.thanks')}</Alert>}
      <fieldset>
        <legend className="text-sm font-medium text-ink">{t('consultations.review.ratingLabel', { name: doctorName })}</legend>
        <div className="mt-1 flex gap-1" onMouseLeave={() => setHover(0)}>
          {RATINGS.map((n) => (
            <label key={n} className="cursor-pointer rounded-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-strong" onMouseEnter={() => setHover(n)}>
              <input type="radio" name="rating" value={n} required checked={rating === n} onChange={() => setRating(n)} className="sr-only" aria-describedby={ratingError ? `${name}-error` : undefined} />
              <span className="sr-only">{t('consultations.review.stars', { count: n })}</span>
              <Star filled={n <= shown} />
            </label>
          ))}
        </div>
        {ratingError && (
          <p id={`${name}-error`} className="mt-1 text-xs text-danger">
            {ratingError}
          </p>
        )}
      </fieldset>
      <Field label={t('consultations.review.textLabel')} hint={t('consultations.review.textHint')} errors={fieldErrors(result, 'text')}>
        {(control) => <textarea {...control} name="text" rows={3} maxLength={REVIEW_TEXT_MAX} defaultValue={result?.values?.text} className={inputClass(control['aria-invalid'])} />}
      </Field>
      <Button type="submit" disabled={busy} data-testid="review-submit">
        {busy ? t('consultations.review.sending') : t('consultations.review.submit')}
      </Button>
    </fetcher.Form>
  );
}
