import type { SocialNetwork } from '@apotek/contract/auth';
import { LinkIcon, MailIcon, PhoneIcon, WhatsAppIcon } from '~/components/ui/icons';

function iconFor(name: string) {
  const key = name.trim().toLowerCase();
  if (key === 'telephone') return PhoneIcon;
  if (key === 'whatsapp') return WhatsAppIcon;
  if (key === 'email' || key === 'e-mail') return MailIcon;
  return LinkIcon;
}

/** The social links the API lists (GET /api/social-networks); 'telephone' shows a phone icon. */
export function SocialLinks({ networks }: { networks: readonly SocialNetwork[] }) {
  if (networks.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {networks.map((network) => {
        const Icon = iconFor(network.name);
        const external = /^https?:/i.test(network.url);
        return (
          <li key={`${network.name}-${network.url}`}>
            <a
              href={network.url}
              target={external ? '_blank' : undefined}
              rel={external ? 'noopener noreferrer' : undefined}
              className="inline-flex items-center gap-1.5 rounded-full border border-gray-300 px-3 py-1 text-xs font-medium capitalize text-ink hover:border-primary hover:text-primary-strong"
            >
              <Icon className="h-4 w-4" />
              {network.name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
