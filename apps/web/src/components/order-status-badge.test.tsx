// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ORDER_STATUSES } from '@livra/shared/order-lifecycle';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderStatusBadge } from './order-status-badge';

afterEach(cleanup);

/** The colour tokens of the theme (`--color-name: #rrggbb`); read from disk, as Vitest empties imported CSS. */
const css = readFileSync(join(__dirname, '../index.css'), 'utf8');
const token = (name: string) => css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i'))?.[1];

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const colours = (element: HTMLElement) => {
  const classes = [...element.classList];
  const background = classes.find((name) => name.startsWith('bg-'))?.slice(3);
  const text = classes.find((name) => name.startsWith('text-') && !/^text-(xs|sm|base|lg)$/.test(name))?.slice(5);
  return { background: background && token(background), text: text && token(text) };
};

describe('the order status badge', () => {
  it('shows the French label of every status, an unknown one as it is', () => {
    render(
      <>
        <OrderStatusBadge status="out_for_delivery" />
        <OrderStatusBadge status="cancelled" />
        <OrderStatusBadge status="completed" />
      </>,
    );
    expect(screen.getByText('En cours de livraison')).toBeTruthy();
    expect(screen.getByText('Annulée')).toBeTruthy();
    expect(screen.getByText('completed')).toBeTruthy();
  });

  it('colours waiting, in progress, delivered and cancelled apart', () => {
    const { container } = render(
      ['pending', 'preparing', 'out_for_delivery', 'delivered', 'cancelled'].map((status) => (
        <OrderStatusBadge key={status} status={status} />
      )),
    );
    const [pending, preparing, onTheWay, delivered, cancelled] = [...container.querySelectorAll('span')].map(
      (badge) => badge.className,
    );
    expect(preparing).toBe(onTheWay);
    expect(new Set([pending, preparing, delivered, cancelled]).size).toBe(4);
  });

  it.each(ORDER_STATUSES)('writes "%s" at WCAG AA contrast (4.5:1) on its background', (status) => {
    const { container } = render(<OrderStatusBadge status={status} />);
    const { background, text } = colours(container.querySelector('span')!);
    expect(background, 'background colour token').toMatch(/^#/);
    expect(text, 'text colour token').toMatch(/^#/);
    expect(contrast(background!, text!)).toBeGreaterThanOrEqual(4.5);
  });
});
