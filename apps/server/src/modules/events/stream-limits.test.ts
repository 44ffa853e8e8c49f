import { describe, expect, it } from 'vitest';
import { createStreamRegistry } from './stream-limits';

describe('realtime stream limits', () => {
  it('closes the oldest stream of a user who opens one too many, and only that one', () => {
    const streams = createStreamRegistry({ perUser: 2, perAddress: 10 });
    const closed: string[] = [];
    streams.open('awa', '1.1.1.1', () => closed.push('awa-1'));
    streams.open('awa', '2.2.2.2', () => closed.push('awa-2'));
    streams.open('sekou', '1.1.1.1', () => closed.push('sekou-1'));
    expect(closed).toEqual([]);
    streams.open('awa', '3.3.3.3', () => closed.push('awa-3'));
    expect(closed).toEqual(['awa-1']);
  });

  it('closes the oldest stream of an address holding too many, whoever opened it', () => {
    const streams = createStreamRegistry({ perUser: 10, perAddress: 2 });
    const closed: string[] = [];
    streams.open('awa', '1.1.1.1', () => closed.push('awa'));
    streams.open('sekou', '1.1.1.1', () => closed.push('sekou'));
    streams.open('fanta', '1.1.1.1', () => closed.push('fanta'));
    expect(closed).toEqual(['awa']);
  });

  it('frees a place when a stream ends by itself', () => {
    const streams = createStreamRegistry({ perUser: 2, perAddress: 10 });
    const closed: string[] = [];
    const release = streams.open('awa', '1.1.1.1', () => closed.push('first'));
    streams.open('awa', '1.1.1.1', () => closed.push('second'));
    release();
    streams.open('awa', '1.1.1.1', () => closed.push('third'));
    expect(closed).toEqual([]);
  });
});
