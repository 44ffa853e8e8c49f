import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChoiceChips } from './choice-chips';

function Picker() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ChoiceChips
      label="Filtrer par statut"
      choices={[
        { key: 'all', value: null, label: 'Toutes' },
        { key: 'pending', value: 'pending', label: 'En attente' },
      ]}
      value={value}
      onChange={setValue}
      chipClassName={(selected) => (selected ? 'chosen' : '')}
    />
  );
}

const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;

describe('ChoiceChips', () => {
  it('is a named radio group of native radios, one checked, that a click moves', () => {
    render(<Picker />);
    const group = screen.getByRole('radiogroup', { name: 'Filtrer par statut' });
    const radios = screen.getAllByRole('radio');
    expect(radios.every((radio) => group.contains(radio))).toBe(true);
    expect(checked('Toutes')).toBe(true);
    expect(checked('En attente')).toBe(false);

    fireEvent.click(screen.getByText('En attente'));
    expect(checked('En attente')).toBe(true);
    expect(checked('Toutes')).toBe(false);
    // One name for the group: the browser moves the choice with the arrow keys and Tab stops once.
    expect(new Set(radios.map((radio) => (radio as HTMLInputElement).name)).size).toBe(1);
  });
});
