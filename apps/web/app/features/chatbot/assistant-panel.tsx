import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { buttonClass } from '~/components/ui/button';
import { inputClass } from '~/components/ui/field';
import { ChatIcon, CloseIcon } from '~/components/ui/icons';
import { CHAT_ACTION_PATH, CHAT_AUTO_PHARMACY, CHAT_OPEN_INTENT } from '~/lib/chat-links';
import { CARE_WHATSAPP_URL } from '~/lib/links';
import { useLocale, useSessionUser } from '~/lib/root-data';
import { showSnackbar } from '~/lib/snackbar-store';
import { type FaqEntry, loadFaq } from './faq';
import { matchFaq } from './faq-match';

/** A bot turn answers its question from the FAQ once it has arrived (`id`: a chip's own entry). */
type Turn = { from: 'user'; text: string } | { from: 'bot'; question: string; id?: string };

/** The FAQ as the panel holds it: still coming, there, or not to be had (then every answer hands over). */
type FaqState = { state: 'loading' } | { state: 'ready'; entries: FaqEntry[] } | { state: 'failed' };

function answerOf(turn: Extract<Turn, { from: 'bot' }>, faq: FaqState): FaqEntry | null | undefined {
  if (faq.state === 'loading') return undefined;
  if (faq.state === 'failed') return null;
  if (turn.id) return faq.entries.find((e) => e.id === turn.id) ?? null;
  return matchFaq(turn.question, faq.entries);
}

/** The hand-over's answer when it could not open a room (it redirects into the room when it could). */
interface HandoverResult {
  problem?: 'noPharmacy';
  message?: string;
  unavailable?: boolean;
  errors?: Record<string, string[]>;
}

/**
 * "Chat dengan apoteker": opens a room with the shopper's chosen pharmacy, else the nearest one, else a
 * recommended one (the /messages action decides, `pharmacy=auto`), and goes into it. A guest signs in
 * first and comes back to the page they were on.
 */
function Handover() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const location = useLocation();
  const fetcher = useFetcher<HandoverResult>();
  const from = location.pathname + location.search;
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result) return;
    const text = result.problem === 'noPharmacy' ? t('chat.noPharmacy') : result.unavailable ? t('chat.errors.unavailable') : (result.message ?? Object.values(result.errors ?? {}).flat()[0]);
    if (text) showSnackbar({ content: text, color: 'error' });
  }, [fetcher.data, fetcher.state, t]);

  if (user && !user.scope.includes('shop')) return null;
  return (
    <div className="space-y-1 border-t border-gray-100 pt-3">
      {user ? (
        <fetcher.Form method="post" action={CHAT_ACTION_PATH}>
          <input type="hidden" name="intent" value={CHAT_OPEN_INTENT} />
          <input type="hidden" name="pharmacy" value={CHAT_AUTO_PHARMACY} />
          <input type="hidden" name="from" value={from} />
          <button type="submit" className={buttonClass('primary', 'w-full')} disabled={fetcher.state !== 'idle'} data-testid="assistant-handover">
            <ChatIcon className="h-4 w-4" aria-hidden="true" />
            {t('chatbot.handover')}
          </button>
        </fetcher.Form>
      ) : (
        <Link to={`/auth?redirect=${encodeURIComponent(from)}`} className={buttonClass('primary', 'w-full')} data-testid="assistant-handover">
          <ChatIcon className="h-4 w-4" aria-hidden="true" />
          {t('chatbot.signIn')}
        </Link>
      )}
      <p className="text-xs text-muted">{t('chatbot.handoverHint')}</p>
    </div>
  );
}

function Answer({ entry }: { entry: FaqEntry | null | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (entry === undefined) return <p className="text-muted">{t('chatbot.loading')}</p>;
  if (!entry) return <p>{t('chatbot.noMatch')}</p>;
  return (
    <>
      <p className="font-semibold">{entry.question[locale]}</p>
      <p className="mt-1">{entry.answer[locale]}</p>
      {entry.link && (
        <Link to={entry.link.to} className="mt-1 inline-block font-semibold text-primary-strong underline">
          {entry.link.label[locale]}
        </Link>
      )}
    </>
  );
}

function BotTurn({ entry }: { entry: FaqEntry | null | undefined }) {
  return (
    <li className="max-w-[92%] rounded-2xl rounded-bl-md bg-gray-100 px-3 py-2" data-testid="assistant-answer" data-faq={entry === undefined ? 'loading' : (entry?.id ?? 'none')}>
      <Answer entry={entry} />
    </li>
  );
}

/**
 * The assistant of the default layout's chat bubble (loaded on its first open): answers the shop's common
 * questions from the help centre's FAQ (GET /api/faq, the entries /faq shows) by keywords, in the page's
 * language, and hands over to a pharmacist's chat. A question asked before the FAQ arrives is answered
 * when it does.
 */
export function AssistantPanel({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [question, setQuestion] = useState('');
  const [faq, setFaq] = useState<FaqState>({ state: 'loading' });
  const log = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  useEffect(() => {
    if (!open || faq.state === 'ready') return;
    let live = true;
    loadFaq().then(
      (entries) => live && setFaq({ state: 'ready', entries }),
      () => live && setFaq({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [open, faq.state]);
  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [turns.length]);

  const ask = (text: string, id?: string) => setTurns((list) => [...list, { from: 'user', text }, { from: 'bot', question: text, ...(id ? { id } : {}) }]);
  const popular = faq.state === 'ready' ? faq.entries.filter((e) => e.popular) : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (!text) return;
    ask(text);
    setQuestion('');
  };

  return (
    <section
      id={id}
      hidden={!open}
      aria-label={t('chatbot.title')}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
      className="flex max-h-[min(640px,80vh)] w-full max-w-sm flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-xl sm:w-96"
      data-testid="assistant"
    >
      <div className="flex items-center justify-between">
        <h2 className="font-semibold">{t('chatbot.title')}</h2>
        <button type="button" onClick={onClose} className="rounded p-1 hover:bg-black/5" aria-label={t('chatbot.close')}>
          <CloseIcon className="h-4 w-4" />
        </button>
      </div>
      <ol ref={log} className="min-h-0 flex-1 space-y-2 overflow-y-auto text-sm" aria-label={t('chatbot.conversationLabel')} aria-live="polite">
        <li className="rounded-2xl rounded-bl-md bg-gray-100 px-3 py-2">{t('chatbot.intro')}</li>
        {turns.map((turn, index) =>
          turn.from === 'user' ? (
            <li key={index} className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-md bg-primary-soft px-3 py-2">
              <span className="sr-only">{t('chatbot.you')}: </span>
              {turn.text}
            </li>
          ) : (
            <BotTurn key={index} entry={answerOf(turn, faq)} />
          ),
        )}
      </ol>
      {popular.length > 0 && (
        <div>
          <p className="mb-1 text-xs font-semibold text-muted">{t('chatbot.popular')}</p>
          <ul className={`flex gap-1.5 ${turns.length === 0 ? 'flex-wrap' : 'overflow-x-auto pb-1 [&>li]:shrink-0'}`}>
            {popular.map((entry) => (
              <li key={entry.id}>
                <button type="button" onClick={() => ask(entry.question[locale], entry.id)} className={`rounded-full border border-primary/40 px-2.5 py-1 text-left text-xs text-primary-strong hover:bg-primary-soft ${turns.length === 0 ? '' : 'whitespace-nowrap'}`}>
                  {entry.question[locale]}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('chatbot.inputLabel')}
        </label>
        <input ref={input} id={`${id}-q`} value={question} onChange={(e) => setQuestion(e.target.value)} maxLength={200} placeholder={t('chatbot.placeholder')} className={inputClass(false)} autoComplete="off" />
        <button type="submit" className={buttonClass('outline', 'shrink-0')}>
          {t('chatbot.ask')}
        </button>
      </form>
      <Handover />
      <a href={CARE_WHATSAPP_URL} target="_blank" rel="noopener noreferrer" className="text-center text-xs font-semibold text-primary-strong underline">
        {t('chatbot.care')}
      </a>
    </section>
  );
}
