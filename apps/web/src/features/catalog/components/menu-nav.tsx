import type { MenuSection } from '@livra/shared/catalog';
import { useEffect, useRef, useState } from 'react';
import { cn, scrollBehavior } from '@/lib/utils';
import { CATALOG_UI } from '@livra/shared/ui/catalog';
import { useTexts } from '@/lib/i18n';

export const sectionId = (index: number) => `menu-section-${index}`;

/** The height of the sticky site header, which changes with the screen width. */
export function useHeaderHeight() {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return;
    const observer = new ResizeObserver(() => setHeight(header.getBoundingClientRect().height));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}

/**
 * The menu's categories as a row of links that sticks under the header, so a long menu is
 * one tap from any section on a phone; the section being read is highlighted.
 */
export function MenuNav({ sections, top }: { sections: MenuSection[]; top: number }) {
  const [current, setCurrent] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const t = useTexts('catalog', CATALOG_UI);

  useEffect(() => {
    const elements = sections
      .map((_, index) => document.getElementById(sectionId(index)))
      .filter((element) => element !== null);
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries
          .filter((entry) => entry.isIntersecting)
          .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        if (visible[0]) setCurrent(Number(visible[0].target.id.split('-').pop()));
      },
      // A section counts as "being read" once it reaches the band just under the sticky bars.
      { rootMargin: `-${top + 60}px 0px -55% 0px` },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [sections, top]);

  // Keep the highlighted link in view in the scrolling row (horizontally only: the page must not move).
  useEffect(() => {
    const list = listRef.current;
    const link = list?.children[current] as HTMLElement | undefined;
    if (!list || !link) return;
    const outside =
      link.offsetLeft < list.scrollLeft || link.offsetLeft + link.offsetWidth > list.scrollLeft + list.clientWidth;
    if (outside) list.scrollTo({ left: link.offsetLeft - 16, behavior: scrollBehavior() });
  }, [current]);

  if (sections.length < 2) return null;
  return (
    <nav
      aria-label={t.menuCategories}
      className="sticky z-30 -mx-4 border-b bg-background/95 px-4 backdrop-blur sm:mx-0 sm:px-0"
      style={{ top }}
    >
      <ul ref={listRef} className="relative flex snap-x gap-2 overflow-x-auto py-2">
        {sections.map((section, index) => (
          <li key={section.id ?? 'others'} className="shrink-0 snap-start">
            <a
              href={`#${sectionId(index)}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => setCurrent(index)}
              className={cn(
                'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                index === current ? 'bg-stone-900 text-white' : 'bg-muted text-foreground hover:bg-stone-200',
              )}
            >
              {section.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
