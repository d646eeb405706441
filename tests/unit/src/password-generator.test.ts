import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyBudget } from '../../helpers/propertyBudget.ts';
import { ACCEPT_BELOW, generatePassword, PASSWORD_ALPHABET, PASSWORD_LENGTH, type RandomBytes } from '../../../src/features/admin-users/passwordGenerator.ts';

/** A random source that hands out the given bytes in order (then repeats them). */
function bytesFrom(sequence: readonly number[]): RandomBytes {
  let next = 0;
  return (buffer) => {
    for (let i = 0; i < buffer.length; i += 1) buffer[i] = sequence[(next++) % sequence.length] as number;
    return buffer;
  };
}

/** A seeded generator (sfc32), so the distribution test is the same on every run. */
function seededBytes(seed: number): RandomBytes {
  let a = 0x9e3779b9, b = 0x243f6a88, c = 0xb7e15162, d = seed >>> 0;
  const next = () => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (a + b + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) + t;
    return t & 0xff;
  };
  return (buffer) => buffer.map(() => next());
}

/** Pearson's chi-square statistic of counts against a uniform expectation. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

// χ² critical value for 69 degrees of freedom at p = 0.001.
const CHI_SQUARE_69_P001 = 111.06;

describe('generated passwords (part 2 §5)', () => {
  it('use exactly the 70 characters of letters, digits and !@#$%^&*', () => {
    expect(PASSWORD_ALPHABET).toHaveLength(70);
    expect(new Set(PASSWORD_ALPHABET).size).toBe(70);
    expect(PASSWORD_ALPHABET.replace(/[A-Za-z0-9]/g, '')).toBe('!@#$%^&*');
  });

  it('are 12 characters of the alphabet for any random bytes', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: ACCEPT_BELOW - 1 }), { minLength: 1, maxLength: 40 }), fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 40 }), (accepted, any) => {
      const password = generatePassword(bytesFrom([...any, ...accepted]));
      return password.length === PASSWORD_LENGTH && [...password].every((ch) => PASSWORD_ALPHABET.includes(ch));
    }), propertyBudget({ numRuns: 100 }));
  });

  it('map every byte value below 210 onto the alphabet exactly three times and reject the rest', () => {
    expect(ACCEPT_BELOW).toBe(210);
    const everyByte = Array.from({ length: 256 }, (_, byte) => byte);
    const counts = new Map<string, number>();
    // 256 bytes in order give 210 characters: one pass over the whole byte range.
    for (const ch of generatePassword(bytesFrom(everyByte), ACCEPT_BELOW)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(70);
    expect([...counts.values()].every((n) => n === 3)).toBe(true);
    expect(generatePassword(bytesFrom([255, 210, 0, 69]), 2)).toBe(`${PASSWORD_ALPHABET[0]}${PASSWORD_ALPHABET[69]}`);
  });

  it('have uniformly distributed characters (chi-square over 240,000 characters), unlike byte % 70', () => {
    const random = seededBytes(20261123);
    const counts = new Array<number>(70).fill(0);
    for (let i = 0; i < 20_000; i += 1) {
      for (const ch of generatePassword(random)) counts[PASSWORD_ALPHABET.indexOf(ch)] = (counts[PASSWORD_ALPHABET.indexOf(ch)] ?? 0) + 1;
    }
    expect(chiSquare(counts)).toBeLessThan(CHI_SQUARE_69_P001);

    // The same test catches modulo bias: byte % 70 over the same kind of bytes fails it by far.
    const biased = new Array<number>(70).fill(0);
    const bytes = seededBytes(7)(new Uint8Array(240_000));
    for (const byte of bytes) biased[byte % 70] = (biased[byte % 70] ?? 0) + 1;
    expect(chiSquare(biased)).toBeGreaterThan(CHI_SQUARE_69_P001 * 10);
  });

  it('come from crypto.getRandomValues by default', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
  });
});
