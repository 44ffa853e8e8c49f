import { describe, expect, it } from 'vitest';
import { required } from './required';

describe('required', () => {
  it('returns the value when it is there, falsy ones included', () => {
    expect(required(0, 'compteur')).toBe(0);
    expect(required('', 'texte')).toBe('');
    expect(required({ id: 1 }, 'ligne')).toEqual({ id: 1 });
  });

  it('throws an error naming what is missing', () => {
    expect(() => required(undefined, 'le livreur de la commande')).toThrow(
      'Valeur manquante : le livreur de la commande',
    );
    expect(() => required(null, "l'élément #root")).toThrow("Valeur manquante : l'élément #root");
  });
});
