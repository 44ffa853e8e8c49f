import { REGIONS } from '@livra/shared/regions';
import { MENUS_UI } from '@livra/shared/ui/menus';
import { MapPin } from 'lucide-react';
import { Link } from '@/components/link';
import { NewsletterBox } from '@/features/content/components/newsletter-box';
import { useTexts } from '@/lib/i18n';

const LINKS = [
  { to: '/about', text: 'about' },
  { to: '/articles', text: 'articles' },
  { to: '/devenir-partenaire', text: 'becomePartner' },
  { to: '/devenir-conducteur', text: 'becomeDriver' },
] as const;

export function Footer() {
  const t = useTexts('menus', MENUS_UI);
  return (
    <footer className="mt-12 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1fr_1.6fr] lg:px-6">
        <div className="space-y-3">
          <p className="text-xl font-extrabold tracking-tight text-white">Livra</p>
          <p className="text-sm text-stone-400">{t.footerAbout}</p>
        </div>
        <section aria-labelledby="footer-regions" className="space-y-3">
          <p id="footer-regions" className="font-semibold text-white">
            {t.footerRegions}
          </p>
          <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-1">
            {REGIONS.map((region) => (
              <li key={region} className="flex items-center gap-1.5">
                <MapPin aria-hidden className="size-3.5 text-brand-400" />
                {region}
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-links" className="space-y-3">
          <p id="footer-links" className="font-semibold text-white">
            {t.discover}
          </p>
          <ul className="space-y-2 text-sm">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {t[link.text]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterBox />
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-stone-400 lg:px-6">
          © {new Date().getFullYear()} Livra · {t.footerNote}
        </p>
      </div>
    </footer>
  );
}
