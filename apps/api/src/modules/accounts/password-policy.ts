import { type ZxcvbnFactory } from '@zxcvbn-ts/core';
import { fieldError } from '../../platform/api-error.ts';

/** Whose password it is: the words an attacker who knows the person tries first (ASVS 5.0 V6.2.11). */
export interface PasswordOwner {
  name: string;
  email: string;
  phone: string;
}

/**
 * zxcvbn's 0–4 score. 2 means more than 10^6 guesses: out of reach online behind the login limits
 * (5 tries per account per 15 minutes), while the top passwords, keyboard walks and dictionary words
 * with digits on the end ("password1", "qwerty123", "Rahasia123", "Jakarta2024") all score below it.
 */
const MIN_SCORE = 2;
/** Our own name is the first word anyone tries on our own site. */
const SITE_WORDS = ['apotek', 'apotik', 'apoteker', 'farmasi', 'obat', 'sehat', 'resep', 'demo'];

/**
 * Shorter name or e-mail pieces are not looked for inside a password: "ani" or "edi" sit inside
 * plenty of ordinary words ("manis", "kedinginan"). zxcvbn still weighs them as the owner's words.
 */
const MIN_PERSONAL_WORD = 4;

let checker: Promise<ZxcvbnFactory> | undefined;

/** The dictionaries weigh megabytes: loaded on the first password set, not at start-up. */
function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en, id] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
      import('@zxcvbn-ts/language-id'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, ...id.dictionary, userInputs: SITE_WORDS },
      graphs: common.adjacencyGraphs,
    });
  })();
  return checker;
}

/** The owner's own words: name parts, the e-mail's local part and its pieces, and the phone's digits. */
export function personalWords(owner: PasswordOwner): string[] {
  const local = owner.email.split('@')[0] ?? '';
  const words = [
    ...owner.name.toLowerCase().split(/[^\p{L}]+/u),
    local.toLowerCase(),
    ...local.toLowerCase().split(/[^\p{L}]+/u),
  ].filter((w) => w.length >= MIN_PERSONAL_WORD);
  const digits = owner.phone.replace(/\D/g, '');
  // The national number without +62 or 0, and its last six digits: what people actually reuse.
  const national = digits.replace(/^(62|0)/, '');
  if (national.length >= 6) words.push(national, national.slice(-6));
  return [...new Set(words)];
}

function containsPersonalWord(password: string, words: string[]): boolean {
  const lower = password.toLowerCase();
  return words.some((w) => lower.includes(w));
}

/**
 * Refuses a password that is common or guessable, or built from the owner's own name, e-mail or phone,
 * with a 422 on `password`. The contract's rule (length, a letter and a digit) has already passed.
 */
export async function assertAcceptablePassword(password: string, owner: PasswordOwner): Promise<void> {
  const words = personalWords(owner);
  if (containsPersonalWord(password, words)) throw fieldError('password', 'passwordPersonal');
  const zxcvbn = await loadChecker();
  if (zxcvbn.check(password, words).score < MIN_SCORE) throw fieldError('password', 'passwordTooCommon');
}
