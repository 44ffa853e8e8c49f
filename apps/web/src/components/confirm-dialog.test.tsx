// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

const base = {
  open: true,
  title: 'Supprimer cette adresse ?',
  description: 'Elle ne sera plus proposée.',
  confirmLabel: 'Supprimer',
};

describe('ConfirmDialog', () => {
  it('confirms, or cancels by closing', () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog {...base} onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog', { name: 'Supprimer cette adresse ?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('cannot be cancelled while the action is under way', () => {
    render(<ConfirmDialog {...base} pending onConfirm={vi.fn()} onOpenChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveProperty('disabled', true);
  });

  it('only offers to close when the action cannot be done', () => {
    render(<ConfirmDialog {...base} disabled onConfirm={vi.fn()} onOpenChange={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Annuler' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Fermer' }).some((button) => button.textContent === 'Fermer')).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
  });
});
