import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

/** A dialog opened by a plain button setting state, as most of the app's are (no Radix Trigger). */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ajouter une adresse
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Nouvelle adresse</DialogTitle>
          <DialogDescription>Où vous livrer.</DialogDescription>
          <input aria-label="Quartier" />
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('DialogContent', () => {
  it('takes the focus when it opens and gives it back to the button that opened it', async () => {
    render(<Opener />);
    const button = screen.getByRole('button', { name: 'Ajouter une adresse' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle adresse' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
