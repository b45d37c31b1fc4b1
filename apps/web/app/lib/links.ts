import { CUSTOMER_CARE } from '@apotek/contract/constants';

/**
 * The Articles link of the top bar opens the shop's separate article site (SPEC §2). Its address is
 * not in the spec, so it is configurable at build time.
 */
export const ARTICLES_URL: string = import.meta.env.VITE_ARTICLES_URL ?? 'https://artikel.apotek.id';

/** WhatsApp chat with customer care (wa.me wants the number without '+'). */
export const CARE_WHATSAPP_URL = `https://wa.me/${CUSTOMER_CARE.whatsapp.replace(/\D/g, '')}`;
