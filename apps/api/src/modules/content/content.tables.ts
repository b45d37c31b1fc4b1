import type { Generated } from 'kysely';

export interface SocialNetworksTable {
  id: Generated<number>;
  /** instagram, facebook, x, youtube, tiktok, telephone (the footer shows a phone icon for it). */
  name: string;
  url: string;
  sort_order: number;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  locale: 'id' | 'en';
  created_at: string;
}

export interface ContentTables {
  social_networks: SocialNetworksTable;
  newsletter_subscribers: NewsletterSubscribersTable;
}
