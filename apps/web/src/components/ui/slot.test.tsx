import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button asChild', () => {
  it('renders the child with the button classes, its own props winning, and both click handlers', () => {
    const fromButton = vi.fn();
    const fromChild = vi.fn();
    render(
      <Button asChild className="h-11 w-full" onClick={fromButton}>
        <a
          href="/cart"
          className="text-left"
          onClick={(event) => {
            event.preventDefault();
            fromChild();
          }}
          aria-label="Voir le panier"
        >
          Panier
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Voir le panier' });
    expect(link.getAttribute('href')).toBe('/cart');
    // The size class given to the button replaces the default one (h-10), the child's class is kept.
    expect(link.className).toContain('h-11');
    expect(link.className).not.toContain('h-10');
    expect(link.className).toContain('text-left');
    fireEvent.click(link);
    expect(fromChild).toHaveBeenCalledTimes(1);
    expect(fromButton).toHaveBeenCalledTimes(1);
  });
});
