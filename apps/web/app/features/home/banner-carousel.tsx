import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Banner } from '@apotek/contract/articles';
import { mediaSrcSet } from '@apotek/contract/media';
import { useTranslation } from '~/i18n/translate';

const arrow = 'absolute top-1/2 hidden h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-xl font-bold text-ink shadow hover:bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-white sm:flex';

/**
 * The home hero: the banners from GET /api/banners, the first one first. CSS scroll-snap does the sliding
 * (swipe, trackpad, keyboard scrolling work without a script); the arrows and dots move it with one. The
 * box is 3:1 from the start, so nothing below moves when the pictures arrive; only the first loads eagerly
 * with high priority (the page's largest paint). No auto-play: nothing moves unless asked.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const count = banners.length;

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setActive(Math.round(el.scrollLeft / Math.max(1, el.clientWidth))));
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      el.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  const go = (index: number) => {
    const el = track.current;
    if (!el) return;
    const to = (index + count) % count;
    el.scrollTo({ left: to * el.clientWidth, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    setActive(to);
  };

  return (
    <section aria-roledescription="carousel" aria-label={t('home.carouselLabel')} className="relative" data-testid="banner-carousel">
      <h1 className="sr-only">{t('home.headline')}</h1>
      <div ref={track} className="flex aspect-[3/1] w-full snap-x snap-mandatory overflow-x-auto overflow-y-hidden rounded-2xl bg-primary-soft [scrollbar-width:none] sm:rounded-3xl [&::-webkit-scrollbar]:hidden">
        {banners.map((b, i) => (
          <div key={b.id} id={`banner-${i + 1}`} role="group" aria-roledescription="slide" aria-label={t('home.slideOf', { index: i + 1, count })} className="w-full shrink-0 snap-start snap-always" data-testid="banner-slide">
            <Link to={b.link_url} className="block h-full w-full focus-visible:outline focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white" tabIndex={i === active ? 0 : -1}>
              <img
                src={b.img_url}
                srcSet={mediaSrcSet(b.img_url)}
                sizes="(min-width: 1232px) 1200px, calc(100vw - 32px)"
                alt={b.alt}
                width={b.width}
                height={b.height}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding={i === 0 ? 'sync' : 'async'}
                className="h-full w-full object-cover"
              />
            </Link>
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button type="button" onClick={() => go(active - 1)} aria-label={t('home.prevSlide')} className={`${arrow} left-3`} data-testid="banner-prev">
            <span aria-hidden>‹</span>
          </button>
          <button type="button" onClick={() => go(active + 1)} aria-label={t('home.nextSlide')} className={`${arrow} right-3`} data-testid="banner-next">
            <span aria-hidden>›</span>
          </button>
          <ol className="mt-2 flex justify-center">
            {banners.map((b, i) => (
              <li key={b.id}>
                <a
                  href={`#banner-${i + 1}`}
                  onClick={(e) => {
                    e.preventDefault();
                    go(i);
                  }}
                  aria-label={t('home.goToSlide', { index: i + 1 })}
                  aria-current={i === active ? 'true' : undefined}
                  // A 24 px target around the small dot (WCAG 2.5.8; Lighthouse's target-size).
                  className="group flex h-6 min-w-6 items-center justify-center px-1"
                >
                  <span aria-hidden="true" className={`block h-2.5 rounded-full transition-all ${i === active ? 'w-6 bg-primary-strong' : 'w-2.5 bg-gray-300 group-hover:bg-gray-400'}`} />
                </a>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
