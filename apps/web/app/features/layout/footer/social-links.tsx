import type { SocialNetwork } from '@apotek/contract/auth';
import { LinkIcon, MailIcon, PhoneIcon, WhatsAppIcon } from '~/components/ui/icons';

const ICONS = { phone: PhoneIcon, whatsapp: WhatsAppIcon, mail: MailIcon, link: LinkIcon } as const;

/** Which icon a network's name gets; the kind is also on the icon's markup (data-icon) so it can be checked. */
export function socialIconKind(name: string): keyof typeof ICONS {
  const key = name.trim().toLowerCase();
  if (key === 'telephone') return 'phone';
  if (key === 'whatsapp') return 'whatsapp';
  if (key === 'email' || key === 'e-mail') return 'mail';
  return 'link';
}

/** The social links the API lists (GET /api/social-networks); 'telephone' shows a phone icon. */
export function SocialLinks({ networks }: { networks: readonly SocialNetwork[] }) {
  if (networks.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {networks.map((network) => {
        const kind = socialIconKind(network.name);
        const Icon = ICONS[kind];
        const external = /^https?:/i.test(network.url);
        return (
          <li key={`${network.name}-${network.url}`}>
            <a
              href={network.url}
              data-social={network.name}
              target={external ? '_blank' : undefined}
              rel={external ? 'noopener noreferrer' : undefined}
              className="inline-flex items-center gap-1.5 rounded-full border border-gray-300 px-3 py-1 text-xs font-medium capitalize text-ink hover:border-primary hover:text-primary-strong"
            >
              <Icon className="h-4 w-4" data-icon={kind} />
              {network.name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
